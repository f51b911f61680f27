import { type LotteryOrderBody, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { lotteryKeys } from './lottery-keys'

/** `POST /lgw/orders`: the slip as one order (its sub-orders per bet type and numero), paid at once. */
export const placeLotteryOrder = (body: LotteryOrderBody) => apiCall(routes.lotteryPlace, { body })

/**
 * Placing moves money: the header balance (wallet feature) and the member's orders refresh. A
 * refusal (numero closed, stake out of range) shows as the global toast with the server's message.
 */
export function usePlaceLotteryOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeLotteryOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.orders }),
      ]),
  })
}
