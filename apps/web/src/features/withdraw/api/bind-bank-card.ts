import { type BindBankCardBody, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { withdrawKeys } from './withdraw-keys'

/** `POST /wps/member/bankCard`: binds a card in the member's payee name. */
export const bindBankCard = (body: BindBankCardBody) => apiCall(routes.bindBankCard, { body })

export function useBindBankCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bindBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
    // The form shows why beside the field it concerns.
    meta: { errorToast: false },
  })
}
