import { type DownlinesQuery, routes } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `GET /wps/agent/downlines` (wire-contract §9): the agent's team, searchable by username. */
export const getDownlines = (query: DownlinesQuery, signal?: AbortSignal) =>
  apiCall(routes.agentDownlines, { query, signal })

export const getDownlinesQueryOptions = (token: string, query: DownlinesQuery) =>
  queryOptions({
    queryKey: agentKeys.downlines(token, query),
    queryFn: ({ signal }) => getDownlines(query, signal),
    staleTime: 15_000,
  })

export function useDownlines(query: DownlinesQuery) {
  const token = useSession()?.token ?? ''
  return useQuery({
    ...getDownlinesQueryOptions(token, query),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  })
}
