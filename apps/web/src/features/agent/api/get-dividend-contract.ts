import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `contractDividendInfo` (wire-contract §9): the dividend offer waiting for the agent and the one in force. */
export const getDividendContract = (signal?: AbortSignal) => apiCall(routes.contractDividendInfo, { signal })

export const getDividendContractQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.contract('dividend', token),
    queryFn: ({ signal }) => getDividendContract(signal),
  })

export function useDividendContract() {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getDividendContractQueryOptions(token), enabled: token !== '' })
}
