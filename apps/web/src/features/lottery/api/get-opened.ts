import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { lastIsStale } from '../utils/countdown'
import { lotteryKeys } from './lottery-keys'

/** `GET /lgw/games/opened/numero`: the numero on sale, the last result, bet types and odds, server time. */
export const getLotteryOpened = (gameCode: string, signal?: AbortSignal) =>
  apiCall(routes.lotteryOpened, { query: { gameCode }, signal })

/** How long after the next numero opened the screen keeps asking for the draw that preceded it. */
const DRAW_WAIT_MS = 60_000

export const getLotteryOpenedQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.opened(gameCode),
    queryFn: ({ signal }) => getLotteryOpened(gameCode, signal),
    // The screen says itself that the game could not be loaded (unknown game, no connection).
    meta: { errorToast: false },
    staleTime: 0,
    // Asked again while the numero shown has closed, or while the draw before it is still due.
    refetchInterval: (query) => {
      const data = query.state.data
      if (!data) return false
      const now = Date.now() + data.serverTime - query.state.dataUpdatedAt
      if (now >= data.current.closesAt) return 2_000
      const waitingForDraw = lastIsStale(data.last, data.current) && now >= data.current.opensAt
      return waitingForDraw && now - data.current.opensAt < DRAW_WAIT_MS ? 3_000 : false
    },
  })

export const useLotteryOpened = (gameCode: string) => useQuery(getLotteryOpenedQueryOptions(gameCode))
