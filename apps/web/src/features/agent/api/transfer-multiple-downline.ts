import { routes, type TransferMultipleBody } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentKeys } from './agent-keys'
import { sharedKeys } from '@/lib/query-keys'

/**
 * `POST /wps/agent/transferMultipleDownline` (wire-contract §9): one all-or-nothing transfer to
 * several team members (team management's multi-transfer and the red envelope rain).
 */
export const transferMultipleDownline = (body: TransferMultipleBody) =>
  apiCall(routes.agentTransferMultipleDownline, { body })

export function useTransferMultipleDownline() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferMultipleDownline,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
      ]),
  })
}
