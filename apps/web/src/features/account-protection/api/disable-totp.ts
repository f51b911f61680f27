import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `POST /wps/member/security/totp/disable` (body sealed): password and a current code. */
export const disableTotp = (body: { password: string; code: string }) => apiCall(routes.totpDisable, { body })

export const useDisableTotp = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTotp,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountProtectionKeys.totpStatus(token) }),
  })
}
