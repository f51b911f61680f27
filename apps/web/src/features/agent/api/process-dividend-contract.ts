import { type ProcessContract, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentKeys } from './agent-keys'

/** `processContractDividend` (wire-contract §9): accept or reject a pending dividend offer. */
export const processDividendContract = (body: ProcessContract) => apiCall(routes.processContractDividend, { body })

export function useProcessDividendContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: processDividendContract,
    // The offer and the pending flags in funds/consolidated both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
