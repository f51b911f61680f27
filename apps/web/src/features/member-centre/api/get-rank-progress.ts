import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { memberCentreKeys } from './member-centre-keys'

/** `GET /wps/relay/MCSFE_getPlayerRankProgress`: the member's VIP level, the level table, progress. */
export const getRankProgress = (signal?: AbortSignal) => apiCall(routes.playerRankProgress, { signal })

export const getRankProgressQueryOptions = (token: string) =>
  queryOptions({
    queryKey: memberCentreKeys.rankProgress(token),
    queryFn: ({ signal }) => getRankProgress(signal),
  })

export const useRankProgress = (token: string) =>
  useQuery({ ...getRankProgressQueryOptions(token), enabled: token !== '' })
