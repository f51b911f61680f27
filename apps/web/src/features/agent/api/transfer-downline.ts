import { routes, type TransferDownlineBody } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentKeys } from './agent-keys'
import { sharedKeys } from '@/lib/query-keys'

/** `POST /wps/agent/transferDownline` (wire-contract §9): agent balance → one team member. */
export const transferDownline = (body: TransferDownlineBody) => apiCall(routes.agentTransferDownline, { body })

export function useTransferDownline() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferDownline,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        // The wallet feature keeps the balance under the ['wallet'] prefix (decision 009).
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
      ]),
  })
}
