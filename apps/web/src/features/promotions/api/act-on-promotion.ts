import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { promotionsKeys } from './promotions-keys'

/** `PROMOFE_joinPromotion`: a mission starts counting the member's bets. */
export const joinPromotion = (promotionId: number) => apiCall(routes.joinPromotion, { body: { promotionId } })

/** `PROMOFE_claimPromotion`: the reward is paid to the wallet, once per period. */
export const claimPromotion = (promotionId: number) => apiCall(routes.claimPromotion, { body: { promotionId } })

/** `MCSFE_claimRafflePromotion`: the member enters the lucky draw with the tickets their bets earn. */
export const enterRaffle = (promotionId: number) => apiCall(routes.enterRaffle, { body: { promotionId } })

export function usePromotionAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, promotionId, kind }: { action: 'join' | 'claim'; promotionId: number; kind?: string }) =>
      action === 'claim'
        ? claimPromotion(promotionId)
        : kind === 'RAFFLE'
          ? enterRaffle(promotionId)
          : joinPromotion(promotionId),
    // A claim moved money: the header balance (wallet feature) is stale, and so is every status.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
      ]),
  })
}
