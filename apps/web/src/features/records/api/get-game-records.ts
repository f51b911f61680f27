import { type GameRecordQuery, routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { recordsKeys } from './records-keys'

export const RECORD_PAGE_SIZE = 20

/** `GET /wps/game/records`: the member's game rounds, newest first (betting record). */
export const getGameRecords = (query: GameRecordQuery, signal?: AbortSignal) =>
  apiCall(routes.gameRecords, { query, signal })

export const getGameRecordsQueryOptions = (filters: Omit<GameRecordQuery, 'pageNo' | 'pageSize'>, token: string) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.game(filters, token),
    queryFn: ({ pageParam, signal }) =>
      getGameRecords({ ...filters, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  })

export const useGameRecords = (filters: Omit<GameRecordQuery, 'pageNo' | 'pageSize'>, token: string, enabled = true) =>
  useInfiniteQuery({ ...getGameRecordsQueryOptions(filters, token), enabled })
