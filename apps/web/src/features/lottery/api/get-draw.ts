import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { lotteryKeys } from './lottery-keys'

/** `GET /lgw/draw`: one numero's commitment and, once drawn, its seed and result (public). */
export const getDraw = (gameCode: string, numero: string, signal?: AbortSignal) =>
  apiCall(routes.lotteryDraw, { query: { gameCode, numero }, signal })

export const getDrawQueryOptions = (gameCode: string, numero: string) =>
  queryOptions({
    queryKey: lotteryKeys.draw(gameCode, numero),
    queryFn: ({ signal }) => getDraw(gameCode, numero, signal),
    // The verify page says what went wrong itself (unknown game or numero).
    meta: { errorToast: false },
  })

/** Asked again until the numero is drawn, so a page opened before the draw reveals the seed after it. */
export const useDraw = (gameCode: string, numero: string, enabled = true) =>
  useQuery({
    ...getDrawQueryOptions(gameCode, numero),
    enabled,
    refetchInterval: (query) => {
      const draw = query.state.data
      if (!draw || draw.seed !== null) return false
      // Shortly after the draw time, then every half minute while the engine catches up.
      return Math.max(2_000, Math.min(30_000, draw.drawsAt - Date.now() + 2_000))
    },
  })
