import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/member/password/verification` (wire-contract §5), encrypted: the SMS code sets a new password. */
export const setPasswordBySms = (body: { mobileNum: string; verificationCode: string; newPassword: string }) =>
  apiCall(routes.passwordVerification, { body, auth: false })

// The screen decides what each failure clears, and shows the server's message itself.
export const useSetPasswordBySms = () => useMutation({ mutationFn: setPasswordBySms, meta: { errorToast: false } })
