import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { promotionsKeys } from './promotions-keys'

/** `MCS2_getPromotionClaimList`: the member's joined and claimed promotions, newest first. */
export const getPromotionClaims = (signal?: AbortSignal) => apiCall(routes.promotionClaimList, { signal })

export const getPromotionClaimsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: promotionsKeys.claims(token),
    queryFn: ({ signal }) => getPromotionClaims(signal),
  })

export function usePromotionClaims() {
  const session = useSession()
  return useQuery({ ...getPromotionClaimsQueryOptions(session?.token ?? ''), enabled: session !== null })
}
