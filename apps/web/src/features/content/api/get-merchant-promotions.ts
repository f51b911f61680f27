import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { contentKeys } from './content-keys'

/** `MCSFE_getMerchantAvailablePromotions`: read for the REFERRAL switch of invite friends. */
export const getMerchantPromotions = (signal?: AbortSignal) => apiCall(routes.merchantPromotions, { signal })

export const getMerchantPromotionsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: contentKeys.promotions(token),
    queryFn: ({ signal }) => getMerchantPromotions(signal),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })

export function useReferralEnabled(): boolean {
  const session = useSession()
  const { data } = useQuery({ ...getMerchantPromotionsQueryOptions(session?.token ?? ''), enabled: session !== null })
  return (data ?? []).some((p) => p.enabled && (p.promotionType === 'REFERRAL' || p.category === 'REFERRAL'))
}
