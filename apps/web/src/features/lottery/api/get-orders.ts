import { routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { lotteryKeys } from './lottery-keys'

export const LOTTERY_ORDERS_PAGE_SIZE = 20

interface Filters {
  gameCode?: string
}

/** `GET /lgw/orders`: the member's lottery orders, newest first. */
export const getLotteryOrders = (query: Filters & { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
  apiCall(routes.lotteryOrders, { query, signal })

export const getLotteryOrdersQueryOptions = (filters: Filters, token: string) =>
  infiniteQueryOptions({
    queryKey: lotteryKeys.orderList(filters, token),
    queryFn: ({ pageParam, signal }) =>
      getLotteryOrders({ ...filters, pageNo: pageParam, pageSize: LOTTERY_ORDERS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    // The answer gives the total, not the page count: another page while fewer rows than that are loaded.
    getNextPageParam: (last, pages, lastPageNo) =>
      pages.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastPageNo + 1 : undefined,
    meta: { errorToast: false },
  })

// Asked again on every visit: numeros draw and settle while the member is elsewhere.
export const useLotteryOrders = (filters: Filters, token: string) =>
  useInfiniteQuery({ ...getLotteryOrdersQueryOptions(filters, token), refetchOnMount: 'always' })
