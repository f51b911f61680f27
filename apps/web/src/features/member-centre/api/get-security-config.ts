import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { memberCentreKeys } from './member-centre-keys'

/** `GET /wps/member/securityConfig` (wire-contract §5): which protections the member has set up. */
export const getSecurityConfig = (signal?: AbortSignal) => apiCall(routes.securityConfig, { signal })

export const getSecurityConfigQueryOptions = (token: string) =>
  queryOptions({
    queryKey: memberCentreKeys.securityConfig(token),
    queryFn: ({ signal }) => getSecurityConfig(signal),
  })

export const useSecurityConfig = (token: string) =>
  useQuery({ ...getSecurityConfigQueryOptions(token), enabled: token !== '' })
