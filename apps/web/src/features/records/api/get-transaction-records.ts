import { routes, type TransactionRecordQuery } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { RECORD_PAGE_SIZE } from './get-game-records'
import { recordsKeys } from './records-keys'

/** `GET /wps/wallets/records`: the member's ledger transactions, newest first (account record). */
export const getTransactionRecords = (query: TransactionRecordQuery, signal?: AbortSignal) =>
  apiCall(routes.transactionRecords, { query, signal })

export const getTransactionRecordsQueryOptions = (
  filters: Omit<TransactionRecordQuery, 'pageNo' | 'pageSize'>,
  token: string,
) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.transaction(filters, token),
    queryFn: ({ pageParam, signal }) =>
      getTransactionRecords({ ...filters, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  })

export const useTransactionRecords = (
  filters: Omit<TransactionRecordQuery, 'pageNo' | 'pageSize'>,
  token: string,
  enabled = true,
) => useInfiniteQuery({ ...getTransactionRecordsQueryOptions(filters, token), enabled })
