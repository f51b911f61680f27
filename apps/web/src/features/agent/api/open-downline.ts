import { type OpenDownlineBody, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentKeys } from './agent-keys'

/** `POST /wps/agent/downline` (wire-contract §9): opens an account under the agent. */
export const openDownline = (body: OpenDownlineBody) => apiCall(routes.agentOpenDownline, { body })

export function useOpenDownline() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: openDownline,
    // The form shows field errors itself.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
