import { routes } from '@parlor/contract'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { cashierKeys } from './cashier-keys'

/** `GET /wps/cashier/deposit`: one deposit of the member, by order number. */
export const getDepositStatus = (orderNo: string, signal?: AbortSignal) =>
  apiCall(routes.depositStatus, { query: { orderNo }, signal })

export interface DepositPolling {
  /** How often to ask while the deposit is pending. */
  intervalMs: number
  /** Answers after which the screen stops asking and offers a refresh instead. */
  maxPolls: number
}

export const getDepositStatusQueryOptions = (token: string, orderNo: string) =>
  queryOptions({
    queryKey: cashierKeys.deposit(token, orderNo),
    queryFn: ({ signal }) => getDepositStatus(orderNo, signal),
    staleTime: 0,
    meta: { errorToast: false },
  })

/**
 * The deposit, asked again every `intervalMs` while it is pending, until `maxPolls` answers have
 * come since answer number `since` (the last refresh the player asked for): a payment the
 * provider never confirms must not keep a phone polling forever.
 */
export function useDepositStatus(token: string, orderNo: string, polling: DepositPolling, since: number) {
  const queryClient = useQueryClient()
  const options = getDepositStatusQueryOptions(token, orderNo)
  const query = useQuery({
    ...options,
    enabled: token !== '' && orderNo !== '',
    refetchInterval: (q) =>
      q.state.data?.deposit.status === 'pending' && q.state.dataUpdateCount - since < polling.maxPolls
        ? polling.intervalMs
        : false,
  })
  // Read after `dataUpdatedAt` so each answer re-renders with its count.
  const answers = query.dataUpdatedAt > 0 ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0
  return { query, answers }
}
