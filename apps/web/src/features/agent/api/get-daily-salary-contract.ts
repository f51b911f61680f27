import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `contractDailySalInfo` (wire-contract §9): the daily salary offer waiting for the agent and the one in force. */
export const getDailySalaryContract = (signal?: AbortSignal) => apiCall(routes.contractDailySalInfo, { signal })

export const getDailySalaryContractQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.contract('daily-salary', token),
    queryFn: ({ signal }) => getDailySalaryContract(signal),
  })

export function useDailySalaryContract() {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getDailySalaryContractQueryOptions(token), enabled: token !== '' })
}
