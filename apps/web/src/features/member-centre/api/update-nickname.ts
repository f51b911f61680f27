import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `PUT /wps/member/info/nickname` (wire-contract §5). */
export const updateNickname = (nickname: string) => apiCall(routes.memberNickname, { body: { nickname } })

// The form shows the server's message under the field, so no global toast.
export const useUpdateNickname = () => useMutation({ mutationFn: updateNickname, meta: { errorToast: false } })
