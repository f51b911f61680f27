import { routes, type UpdateDownlineRebatesBody } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentKeys } from './agent-keys'

/** `POST /wps/agent/updateDownlineRebates` (wire-contract §9): a direct downline's rates, within the agent's. */
export const updateDownlineRebates = (body: UpdateDownlineRebatesBody) =>
  apiCall(routes.updateDownlineRebates, { body })

export function useUpdateDownlineRebates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDownlineRebates,
    // The form puts the server's reason under the product at fault, or toasts it itself.
    meta: { errorToast: false },
    // Rates feed the income figures too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
