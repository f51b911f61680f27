import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { lotteryKeys } from './lottery-keys'

/** `POST /lgw/orders/suborders/cancel`: a pending sub-order of a still open numero ends, its stake refunded. */
export const cancelSubOrder = (subOrderId: number) => apiCall(routes.lotteryCancel, { body: { subOrderId } })

export function useCancelSubOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubOrder,
    // The refund moved money: the orders and the header balance (wallet feature) are stale.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lotteryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
      ]),
  })
}
