import { type PasswordChangeBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/**
 * `POST /wps/member/password` (wire-contract §5), encrypted; the server revokes every other session.
 * `oldPassword` is left out only for a session's forced change.
 */
export const changePassword = (body: PasswordChangeBody) => apiCall(routes.memberPassword, { body })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
