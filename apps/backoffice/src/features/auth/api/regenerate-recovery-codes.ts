import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { meQueryOptions } from '@/lib/session'

/** `POST /admin/auth/recovery-codes`: new codes for a current TOTP code; the old ones stop working. */
export const regenerateRecoveryCodes = (code: string) => apiCall(routes.staffRecoveryCodes, { body: { code } })

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  })
}
