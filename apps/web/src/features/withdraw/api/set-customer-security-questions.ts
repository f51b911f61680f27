import { routes, type SetSecurityQuestionsBody } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { withdrawKeys } from './withdraw-keys'

/** `PUT /wps/member/customerSecurityQuestions`: two questions and their answers. */
export const setCustomerSecurityQuestions = (body: SetSecurityQuestionsBody) =>
  apiCall(routes.setCustomerSecurityQuestions, { body })

export function useSetCustomerSecurityQuestions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setCustomerSecurityQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
    meta: { errorToast: false },
  })
}
