import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/**
 * Adding a passkey (decision 043): `POST /wps/member/security/passkeys/options` (password, body
 * sealed) for creation options, the browser makes the key, `POST /wps/member/security/passkeys`
 * keeps it under the member's name for it. The WebAuthn library loads only here, on demand.
 */
export async function addPasskey({ password, name }: { password: string; name: string }) {
  const optionsJSON = await apiCall(routes.passkeyRegisterOptions, { body: { password } })
  const { startRegistration } = await import('@simplewebauthn/browser')
  const attestation = await startRegistration({ optionsJSON: optionsJSON as never })
  return apiCall(routes.passkeyRegister, { body: { name, attestation: attestation as never } })
}

export const useAddPasskey = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addPasskey,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountProtectionKeys.passkeys(token) }),
  })
}
