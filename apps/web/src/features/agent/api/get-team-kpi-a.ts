import { routes, type TeamKpiQuery } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `ODSFE2_TeamKPIA` (wire-contract §9): the totals only (value.footer); the agent home asks for today with size 0. */
export const getTeamKpiA = (query: TeamKpiQuery, signal?: AbortSignal) => apiCall(routes.teamKpiA, { query, signal })

export const getTeamKpiAQueryOptions = (token: string, query: TeamKpiQuery) =>
  queryOptions({
    queryKey: agentKeys.teamKpiA(token, query),
    queryFn: ({ signal }) => getTeamKpiA(query, signal),
    staleTime: 30_000,
  })

export function useTeamKpiA(query: TeamKpiQuery) {
  const token = useSession()?.token ?? ''
  // A new range keeps the old figures on screen until the new ones arrive.
  return useQuery({
    ...getTeamKpiAQueryOptions(token, query),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  })
}
