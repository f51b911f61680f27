import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `POST /wps/member/security/sessions/revokeOthers`: signs out every other session. */
export const revokeOtherSessions = () => apiCall(routes.revokeOtherSessions, {})

export const useRevokeOtherSessions = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountProtectionKeys.sessions(token) }),
  })
}
