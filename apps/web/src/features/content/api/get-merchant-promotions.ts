import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { readMerchant, useSession } from '@/lib/storage'
import { contentKeys } from './content-keys'

/**
 * The merchant's live promotion notices: announcements of type PR (`MCSFE_getListAnnouncements`,
 * wire-contract §8), read for the switches they stand for (REFERRAL: invite friends; MISSION: the
 * missions entry). Promotions a member joins and claims are the promotions feature's.
 */
export const getMerchantPromotions = async (signal?: AbortSignal) => {
  const answer = await apiCall(routes.announcements, {
    query: { types: 'PR', platform: 'M', merchantCode: readMerchant() ?? '' },
    signal,
  })
  return answer.promotion.map((p) => ({ ...p, enabled: true }))
}

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
