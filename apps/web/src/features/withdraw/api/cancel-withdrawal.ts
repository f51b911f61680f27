import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRefreshAfterPayoutChange } from './withdraw'

/** `POST /wps/cashier/withdrawals/:orderNo/cancel`: a pending withdrawal ends and its hold returns. */
export const cancelWithdrawal = (orderNo: string) => apiCall(routes.withdrawCancel, { params: { orderNo } })

export function useCancelWithdrawal() {
  const refresh = useRefreshAfterPayoutChange()
  return useMutation({ mutationFn: cancelWithdrawal, onSuccess: refresh })
}
