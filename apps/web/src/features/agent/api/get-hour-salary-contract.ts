import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `contractHourSalInfo` (wire-contract §9): the hourly salary offer waiting for the agent and the one in force. */
export const getHourSalaryContract = (signal?: AbortSignal) => apiCall(routes.contractHourSalInfo, { signal })

export const getHourSalaryContractQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.contract('hour-salary', token),
    queryFn: ({ signal }) => getHourSalaryContract(signal),
  })

export function useHourSalaryContract() {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getHourSalaryContractQueryOptions(token), enabled: token !== '' })
}
