import { type LotteryOrderDetail, lotteryGame, routes, slotOfNumero } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { lotteryKeys } from './lottery-keys'

/** `GET /lgw/orders/detail`: one of the member's orders with every sub-order and its numero's result. */
export const getLotteryOrderDetail = (orderId: number, signal?: AbortSignal) =>
  apiCall(routes.lotteryOrderDetail, { query: { orderId }, signal })

export const getLotteryOrderDetailQueryOptions = (orderId: number, token: string) =>
  queryOptions({
    queryKey: lotteryKeys.orderDetail(orderId, token),
    queryFn: ({ signal }) => getLotteryOrderDetail(orderId, signal),
    meta: { errorToast: false },
  })

const PENDING_REFRESH_MS = 30_000
// The phone's clock may be off: never ask more often than this around a close.
const CLOSE_REFRESH_MIN_MS = 3_000

/**
 * When to ask for the order again: every half minute while pending (its numeros draw and settle),
 * and just after the earliest close of a sub-order still shown as cancellable, so its Cancel
 * button goes when betting on that numero ends instead of failing on a press.
 */
export function detailRefreshMs(detail: LotteryOrderDetail | undefined, now: number): number | false {
  if (detail?.status !== 'pending') return false
  const game = lotteryGame(detail.gameCode)
  let next = PENDING_REFRESH_MS
  for (const sub of detail.subOrders) {
    const slot = game && sub.cancellable ? slotOfNumero(game, sub.numero) : null
    if (slot) next = Math.min(next, Math.max(CLOSE_REFRESH_MIN_MS, slot.closesAt - now + 500))
  }
  return next
}

// Refreshed on every visit and while pending (see detailRefreshMs).
export const useLotteryOrderDetail = (orderId: number, token: string, enabled = true) =>
  useQuery({
    ...getLotteryOrderDetailQueryOptions(orderId, token),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: (query) => detailRefreshMs(query.state.data, Date.now()),
  })
