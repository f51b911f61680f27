import { type FUND_DIRECTIONS, routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { memberCentreKeys } from './member-centre-keys'

export type FundDirection = (typeof FUND_DIRECTIONS)[number]
const PAGE_SIZE = 20

/** `GET /wps/member/fundRecords`: deposit or withdrawal postings of the member's wallet, newest first. */
export const getFundRecords = (direction: FundDirection, pageNo: number, signal?: AbortSignal) =>
  apiCall(routes.memberFundRecords, { query: { direction, pageNo, pageSize: PAGE_SIZE }, signal })

export const getFundRecordsQueryOptions = (direction: FundDirection, token: string) =>
  infiniteQueryOptions({
    queryKey: memberCentreKeys.fundRecords(direction, token),
    queryFn: ({ pageParam, signal }) => getFundRecords(direction, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  })

export const useFundRecords = (direction: FundDirection, token: string) =>
  useInfiniteQuery({ ...getFundRecordsQueryOptions(direction, token), enabled: token !== '' })
