import { routes, type TeamKpiQuery } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `ODSFE2_TeamKPIB` (wire-contract §9): one row per day of the range, newest first. */
export const getTeamKpiB = (query: TeamKpiQuery, signal?: AbortSignal) => apiCall(routes.teamKpiB, { query, signal })

export const getTeamKpiBQueryOptions = (token: string, query: TeamKpiQuery) =>
  queryOptions({
    queryKey: agentKeys.teamKpiB(token, query),
    queryFn: ({ signal }) => getTeamKpiB(query, signal),
    staleTime: 30_000,
  })

export function useTeamKpiB(query: TeamKpiQuery) {
  const token = useSession()?.token ?? ''
  // A new range keeps the old figures on screen until the new ones arrive.
  return useQuery({
    ...getTeamKpiBQueryOptions(token, query),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  })
}
