import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/member/password` (wire-contract §5), encrypted; the server revokes every other session. */
export const changePassword = (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  apiCall(routes.memberPassword, { body })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
