import { type LoginVerificationBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { loginExtras, loginHeaders } from '../utils/login-device'

/**
 * The browser's passkey answering `POST /wps/session/passkey/options` (decision 043): with the
 * challenge of a `login_verify_required`, one of that member's passkeys; without, any passkey the
 * browser keeps for this site. The WebAuthn library is imported only when a passkey is used.
 */
async function assertion(challenge?: string) {
  const optionsJSON = await apiCall(routes.passkeyOptions, {
    body: challenge ? { challenge } : {},
    headers: loginHeaders(),
    auth: false,
  })
  const { startAuthentication } = await import('@simplewebauthn/browser')
  return startAuthentication({ optionsJSON: optionsJSON as never })
}

/** Password-free sign-in: `POST /wps/session/passkey/login`, answered like a login. */
export const signInWithPasskey = async () =>
  apiCall(routes.passkeyLogin, {
    body: { assertion: (await assertion()) as never, loginDeviceId: loginExtras().loginDeviceId },
    headers: loginHeaders(),
    auth: false,
  })

/** The second step with a passkey: `POST /wps/session/login/verification` with method `P`. */
export const verifyWithPasskey = async (challenge: string) =>
  apiCall(routes.sessionLoginVerification, {
    body: { challenge, method: 'P', assertion: (await assertion(challenge)) as never } satisfies LoginVerificationBody,
    headers: loginHeaders(),
    auth: false,
  })

export const useSignInWithPasskey = () => useMutation({ mutationFn: signInWithPasskey, meta: { errorToast: false } })
export const useVerifyWithPasskey = () => useMutation({ mutationFn: verifyWithPasskey, meta: { errorToast: false } })
