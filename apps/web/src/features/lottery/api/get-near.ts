import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { lotteryKeys } from './lottery-keys'

/** `GET /lgw/numeros/near`: a game's latest drawn numeros with seeds and results, newest first (public). */
export const getLotteryNear = (gameCode: string, size: number, signal?: AbortSignal) =>
  apiCall(routes.lotteryNear, { query: { gameCode, size }, signal })

export const getLotteryNearQueryOptions = (gameCode: string, size: number) =>
  queryOptions({
    queryKey: lotteryKeys.near(gameCode, size),
    queryFn: ({ signal }) => getLotteryNear(gameCode, size, signal),
    meta: { errorToast: false },
  })

/** `refreshMs`: how often to ask again while shown (a fast game draws every few minutes). */
export const useLotteryNear = (gameCode: string, size: number, refreshMs: number | false = false) =>
  useQuery({ ...getLotteryNearQueryOptions(gameCode, size), refetchInterval: refreshMs })
