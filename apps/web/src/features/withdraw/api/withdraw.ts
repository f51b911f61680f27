import { routes, type WithdrawBody } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { withdrawKeys } from './withdraw-keys'

/** `POST /wps/transaction/withdraw`: the amount moves from the balance to a hold. */
export const withdraw = (body: WithdrawBody) => apiCall(routes.withdraw, { body })

/** After money moved: this feature's figures and the header balance (wallet feature, decision 009). */
export function useRefreshAfterPayoutChange() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
    ])
}

export function useWithdraw() {
  const refresh = useRefreshAfterPayoutChange()
  // The screen shows the refusal beside the form (turnover left, wrong password), not as a toast.
  return useMutation({ mutationFn: withdraw, onSuccess: refresh, meta: { errorToast: false } })
}
