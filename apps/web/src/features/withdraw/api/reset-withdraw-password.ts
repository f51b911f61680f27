import { routes, type WithdrawPasswordResetBody } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { withdrawKeys } from './withdraw-keys'

/** `POST /wps/member/paymentPassword/reset`: a new withdrawal password with the SMS code. */
export const resetWithdrawPassword = (body: WithdrawPasswordResetBody) =>
  apiCall(routes.resetWithdrawPassword, { body })

export function useResetWithdrawPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetWithdrawPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
    meta: { errorToast: false },
  })
}
