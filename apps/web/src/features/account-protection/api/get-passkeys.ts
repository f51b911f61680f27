import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { accountProtectionKeys } from './account-protection-keys'

/** `GET /wps/member/security/passkeys`: the member's passkeys (decision 043). */
export const getPasskeys = (signal?: AbortSignal) => apiCall(routes.passkeys, { signal })

export const getPasskeysQueryOptions = (token: string) =>
  queryOptions({ queryKey: accountProtectionKeys.passkeys(token), queryFn: ({ signal }) => getPasskeys(signal) })

export const usePasskeys = (token: string) => useQuery(getPasskeysQueryOptions(token))
