import { routes, type WithdrawPasswordBody } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { withdrawKeys } from './withdraw-keys'

/** `POST /wps/member/paymentPassword`: set (no old password yet) or change it. */
export const setWithdrawPassword = (body: WithdrawPasswordBody) => apiCall(routes.setWithdrawPassword, { body })

export function useSetWithdrawPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setWithdrawPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
    meta: { errorToast: false },
  })
}
