import { type LoginVerificationBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { loginHeaders } from '../utils/login-device'

/**
 * `POST /wps/session/login/verification` (wire-contract §3.4): the challenge of a sign-in that
 * answered `login_verify_required`, with the authenticator or recovery code. Answers the login.
 */
export const verifyLogin = (body: LoginVerificationBody) =>
  apiCall(routes.sessionLoginVerification, { body, headers: loginHeaders(), auth: false })

// The second-step form shows the refusal under its field.
export const useVerifyLogin = () => useMutation({ mutationFn: verifyLogin, meta: { errorToast: false } })
