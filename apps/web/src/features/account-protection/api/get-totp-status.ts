import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `GET /wps/member/security/totp`: whether two-step sign-in is on, and recovery codes left. */
export const getTotpStatus = (signal?: AbortSignal) => apiCall(routes.totpStatus, { signal })

export const getTotpStatusQueryOptions = (token: string) =>
  queryOptions({ queryKey: accountProtectionKeys.totpStatus(token), queryFn: ({ signal }) => getTotpStatus(signal) })

export const useTotpStatus = (token: string) => useQuery(getTotpStatusQueryOptions(token))
