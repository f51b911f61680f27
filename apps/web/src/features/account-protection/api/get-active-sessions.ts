import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `GET /wps/member/security/sessions`: the member's open sessions, this one marked. */
export const getActiveSessions = (signal?: AbortSignal) => apiCall(routes.activeSessions, { signal })

export const getActiveSessionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: accountProtectionKeys.sessions(token), queryFn: ({ signal }) => getActiveSessions(signal) })

export const useActiveSessions = (token: string) => useQuery(getActiveSessionsQueryOptions(token))
