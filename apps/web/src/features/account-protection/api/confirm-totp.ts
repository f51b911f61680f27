import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `POST /wps/member/security/totp/confirm`: the first code turns two-step sign-in on; answers recovery codes. */
export const confirmTotp = (code: string) => apiCall(routes.totpConfirm, { body: { code } })

export const useConfirmTotp = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmTotp,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountProtectionKeys.totpStatus(token) }),
  })
}
