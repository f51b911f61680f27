import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRealMemberToken } from './use-real-member-token'
import { withdrawKeys } from './withdraw-keys'

/** `GET /wps/member/hasWithdrawalPassword`. */
export const getHasWithdrawPassword = (signal?: AbortSignal) => apiCall(routes.hasWithdrawPassword, { signal })

export const getHasWithdrawPasswordQueryOptions = (token: string) =>
  queryOptions({
    queryKey: withdrawKeys.hasPassword(token),
    queryFn: ({ signal }) => getHasWithdrawPassword(signal),
  })

export function useHasWithdrawPassword() {
  const token = useRealMemberToken()
  return useQuery({ ...getHasWithdrawPasswordQueryOptions(token), enabled: token !== '' })
}
