import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `POST /wps/member/security/passkeys/remove` (body sealed): the passkey and the sign-in password. */
export const removePasskey = (body: { id: number; password: string }) => apiCall(routes.passkeyRemove, { body })

export const useRemovePasskey = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePasskey,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountProtectionKeys.passkeys(token) }),
  })
}
