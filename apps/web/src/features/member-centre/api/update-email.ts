import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `PUT /wps/member/info/email` (wire-contract §5). */
export const updateEmail = (email: string) => apiCall(routes.memberEmail, { body: { email } })

export const useUpdateEmail = () => useMutation({ mutationFn: updateEmail, meta: { errorToast: false } })
