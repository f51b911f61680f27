import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `GET /wps/member/security/loginHistory`: recent sign-ins and failed attempts, newest first. */
export const getLoginHistory = (signal?: AbortSignal) => apiCall(routes.loginHistory, { signal })

export const getLoginHistoryQueryOptions = (token: string) =>
  queryOptions({ queryKey: accountProtectionKeys.history(token), queryFn: ({ signal }) => getLoginHistory(signal) })

export const useLoginHistory = (token: string) => useQuery(getLoginHistoryQueryOptions(token))
