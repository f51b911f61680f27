import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/storage'
import { promotionsKeys } from './promotions-keys'

/**
 * `MCSFE_getAvailablePromotions` for a member (status and progress of each), and for a guest
 * `MCSFE_getMerchantAvailablePromotions` (statuses without member state), wire-contract §8.
 */
export const getPromotions = (signedIn: boolean, signal?: AbortSignal) =>
  apiCall(signedIn ? routes.availablePromotions : routes.merchantAvailablePromotions, { signal })

export const getPromotionsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: promotionsKeys.list(token, currentLanguage()),
    queryFn: ({ signal }) => getPromotions(token !== '', signal),
    staleTime: 30_000,
  })

export function usePromotions() {
  const session = useSession()
  return useQuery(getPromotionsQueryOptions(session?.token ?? ''))
}
