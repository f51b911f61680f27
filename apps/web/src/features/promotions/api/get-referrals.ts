import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/storage'
import { promotionsKeys } from './promotions-keys'

/** `MCSFE_getPromotionReferrals`: each live referral promotion and the member's invited friends. */
export const getReferrals = (signal?: AbortSignal) => apiCall(routes.promotionReferrals, { signal })

export const getReferralsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: promotionsKeys.referrals(token, currentLanguage()),
    queryFn: ({ signal }) => getReferrals(signal),
    staleTime: 30_000,
    enabled: token !== '',
  })

export function useReferrals() {
  const session = useSession()
  return useQuery(getReferralsQueryOptions(session?.token ?? ''))
}
