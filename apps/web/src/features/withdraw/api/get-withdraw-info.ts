import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRealMemberToken } from './use-real-member-token'
import { withdrawKeys } from './withdraw-keys'

/** `GET /wps/cashier/withdraw`: balance, hold, limits, cards and open withdrawals in one answer. */
export const getWithdrawInfo = (signal?: AbortSignal) => apiCall(routes.withdrawInfo, { signal })

export const getWithdrawInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: withdrawKeys.info(token),
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    // The hold and the open list move when the operator acts; come back to fresh figures.
    staleTime: 0,
  })

export function useWithdrawInfo() {
  const token = useRealMemberToken()
  return useQuery({
    ...getWithdrawInfoQueryOptions(token),
    enabled: token !== '',
    // While a withdrawal is open the screen follows it to paid or rejected on its own.
    refetchInterval: (query) => ((query.state.data?.open.length ?? 0) > 0 ? 5_000 : false),
  })
}
