import { type PnlQuery, routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { memberCentreKeys } from './member-centre-keys'

/** `GET /wps/member/pnl`: closed rounds summed per day (PERSREP). */
export const getMemberPnl = (query: PnlQuery, signal?: AbortSignal) => apiCall(routes.memberPnl, { query, signal })

export const getMemberPnlQueryOptions = (query: PnlQuery, token: string) =>
  queryOptions({
    queryKey: memberCentreKeys.pnl(query, token),
    queryFn: ({ signal }) => getMemberPnl(query, signal),
  })

export const useMemberPnl = (query: PnlQuery, token: string) =>
  useQuery({ ...getMemberPnlQueryOptions(query, token), enabled: token !== '' })
