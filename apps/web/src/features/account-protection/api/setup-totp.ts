import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/member/security/totp/setup` (body sealed): a new secret and its QR code. */
export const setupTotp = (password: string) => apiCall(routes.totpSetup, { body: { password } })

// The form shows the refusal under its field.
export const useSetupTotp = () => useMutation({ mutationFn: setupTotp, meta: { errorToast: false } })
