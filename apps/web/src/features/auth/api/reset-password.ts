import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/member/password/reset` (ours, decision 010): completes the emailed link. Encrypted. */
export const resetPassword = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
  apiCall(routes.passwordReset, { body, auth: false })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
