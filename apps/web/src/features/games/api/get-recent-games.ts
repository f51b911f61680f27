import { RECENT_PAGE_SIZE, routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { type FeedPage, nextPageOf, quietFeedMeta } from './feed-page'
import { gamesKeys } from './games-keys'

/** `GCS_recentGame` (wire-contract §7): member-only, newest first, 25 a page. */
export function getRecentGames(gameType: string, page: number, signal?: AbortSignal) {
  return apiCall(routes.recentList, {
    query: {
      page,
      pageSize: RECENT_PAGE_SIZE,
      gameType: gameType as never,
      language: currentLanguage(),
      clientType: 2,
    },
    signal,
  })
}

export const getRecentGamesQueryOptions = (gameType: string, token: string) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.recent(gameType, token),
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const v = await getRecentGames(gameType, pageParam, signal)
      return { games: v.list, pageNum: v.pageNum, totalPages: v.totalPages }
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    retry: false,
    meta: quietFeedMeta,
  })

export const useRecentGames = (gameType: string, token: string) =>
  useInfiniteQuery(getRecentGamesQueryOptions(gameType, token))
