import { type ProcessContract, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentKeys } from './agent-keys'

/** `processContractHourSalary` (wire-contract §9): accept or reject a pending hourly salary offer. */
export const processHourSalaryContract = (body: ProcessContract) => apiCall(routes.processContractHourSalary, { body })

export function useProcessHourSalaryContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: processHourSalaryContract,
    // The offer and the pending flags in funds/consolidated both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
