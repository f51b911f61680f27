import { type DepositRecordQuery, routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { RECORD_PAGE_SIZE } from './get-game-records'
import { recordsKeys } from './records-keys'

type Filters = Omit<DepositRecordQuery, 'pageNo' | 'pageSize'>

/** `MCS2_depositTransactioNReport` (sic): the member's deposits, newest first (deposit record). */
export const getDepositRecords = (query: DepositRecordQuery, signal?: AbortSignal) =>
  apiCall(routes.depositRecords, { query, signal })

export const getDepositRecordsQueryOptions = (filters: Filters, token: string) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.deposit(filters, token),
    queryFn: ({ pageParam, signal }) =>
      getDepositRecords({ ...filters, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    meta: { errorToast: false },
  })

// Asked again on every visit: a deposit may have been credited since the last one.
export const useDepositRecords = (filters: Filters, token: string, enabled = true) =>
  useInfiniteQuery({ ...getDepositRecordsQueryOptions(filters, token), enabled, refetchOnMount: 'always' })
