import { routes } from '@parlor/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { cashierKeys } from './cashier-keys'

export interface OrderSearch {
  merchant: string
  /** Empty: every status. */
  status: string
  page: number
  pageSize: number
}

const query = (s: OrderSearch) => ({
  merchant: s.merchant,
  status: s.status || undefined,
  pageNo: s.page,
  pageSize: s.pageSize,
})

/** `GET /admin/cashier/deposits`, newest first. */
export function useDeposits(s: OrderSearch) {
  return useQuery({
    queryKey: cashierKeys.deposits(s.merchant, s.status, s.page, s.pageSize),
    queryFn: ({ signal }) => apiCall(routes.adminDeposits, { query: query(s), signal }),
    placeholderData: keepPreviousData,
    enabled: s.merchant !== '',
  })
}

/** `GET /admin/cashier/withdrawals`, newest first. */
export function useWithdrawals(s: OrderSearch) {
  return useQuery({
    queryKey: cashierKeys.withdrawals(s.merchant, s.status, s.page, s.pageSize),
    queryFn: ({ signal }) => apiCall(routes.adminWithdrawals, { query: query(s), signal }),
    placeholderData: keepPreviousData,
    enabled: s.merchant !== '',
  })
}

/** Where the receipt image of a manual transfer is served (the session cookie authorises it). */
export const receiptUrl = (merchant: string, orderNo: string) =>
  `/admin/cashier/deposits/${encodeURIComponent(orderNo)}/receipt?merchant=${encodeURIComponent(merchant)}`
