import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRealMemberToken } from './use-real-member-token'
import { withdrawKeys } from './withdraw-keys'

const RECENT = 5

/**
 * `GET /wps/relay/MCS2_WithdrawTransactionReport`, first page only: how the member's latest
 * withdrawals ended (paid, rejected), which the open list no longer holds.
 */
export const getRecentWithdrawals = (signal?: AbortSignal) =>
  apiCall(routes.withdrawalRecords, { query: { pageNo: 1, pageSize: RECENT }, signal })

export const getRecentWithdrawalsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: withdrawKeys.recent(token),
    queryFn: ({ signal }) => getRecentWithdrawals(signal),
    staleTime: 0,
  })

export function useRecentWithdrawals() {
  const token = useRealMemberToken()
  return useQuery({
    ...getRecentWithdrawalsQueryOptions(token),
    enabled: token !== '',
    // The list is a courtesy on this screen; a refusal (records switched off) is not worth a toast.
    meta: { errorToast: false },
  })
}
