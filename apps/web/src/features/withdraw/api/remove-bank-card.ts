import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { withdrawKeys } from './withdraw-keys'

/** `DELETE /wps/member/bankCard/:id`. */
export const removeBankCard = (id: number) => apiCall(routes.removeBankCard, { params: { id } })

export function useRemoveBankCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
  })
}
