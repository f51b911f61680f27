import { type ProcessContract, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentKeys } from './agent-keys'

/** `processDailySalaryContract` (wire-contract §9): accept or reject a pending daily salary offer. */
export const processDailySalaryContract = (body: ProcessContract) =>
  apiCall(routes.processDailySalaryContract, { body })

export function useProcessDailySalaryContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: processDailySalaryContract,
    // The offer and the pending flags in funds/consolidated both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
