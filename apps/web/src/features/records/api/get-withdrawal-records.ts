import { routes, type WithdrawalRecordQuery } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { RECORD_PAGE_SIZE } from './get-game-records'
import { recordsKeys } from './records-keys'

type Filters = Omit<WithdrawalRecordQuery, 'pageNo' | 'pageSize'>

/** `MCS2_WithdrawTransactionReport`: the member's withdrawals, newest first (withdrawal record). */
export const getWithdrawalRecords = (query: WithdrawalRecordQuery, signal?: AbortSignal) =>
  apiCall(routes.withdrawalRecords, { query, signal })

export const getWithdrawalRecordsQueryOptions = (filters: Filters, token: string) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.withdrawal(filters, token),
    queryFn: ({ pageParam, signal }) =>
      getWithdrawalRecords({ ...filters, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    meta: { errorToast: false },
  })

// Asked again on every visit: a withdrawal may have been paid since the last one.
export const useWithdrawalRecords = (filters: Filters, token: string, enabled = true) =>
  useInfiniteQuery({ ...getWithdrawalRecordsQueryOptions(filters, token), enabled, refetchOnMount: 'always' })
