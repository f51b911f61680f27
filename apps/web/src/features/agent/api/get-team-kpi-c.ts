import { routes, type TeamKpiQuery } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `ODSFE2_TeamKPIC` (wire-contract §9): one row per direct downline, each with its whole branch. */
export const getTeamKpiC = (query: TeamKpiQuery, signal?: AbortSignal) => apiCall(routes.teamKpiC, { query, signal })

export const getTeamKpiCQueryOptions = (token: string, query: TeamKpiQuery) =>
  queryOptions({
    queryKey: agentKeys.teamKpiC(token, query),
    queryFn: ({ signal }) => getTeamKpiC(query, signal),
    staleTime: 30_000,
  })

export function useTeamKpiC(query: TeamKpiQuery) {
  const token = useSession()?.token ?? ''
  // A new range keeps the old figures on screen until the new ones arrive.
  return useQuery({
    ...getTeamKpiCQueryOptions(token, query),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  })
}
