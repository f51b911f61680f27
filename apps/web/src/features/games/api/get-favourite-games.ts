import { GAME_PAGE_SIZE, routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { type FeedPage, nextPageOf, quietFeedMeta } from './feed-page'
import { gamesKeys } from './games-keys'

/** `MCSFE_getFavoriteGamesList` (wire-contract §7): member-only, paged. */
export function getFavouriteGames(gameType: string, token: string, pageNo: number, signal?: AbortSignal) {
  return apiCall(routes.favouriteList, {
    query: { token, pageNo, pageSize: GAME_PAGE_SIZE, gameType: gameType as never, language: currentLanguage() },
    signal,
  })
}

/** Key prefix of every favourites page; the heart edits these entries in place. */

export const getFavouriteGamesQueryOptions = (gameType: string, token: string) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.favouriteFeed(gameType, token),
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const v = await getFavouriteGames(gameType, token, pageParam, signal)
      return { games: v.content, pageNum: v.pageNum, totalPages: v.totalPages }
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    retry: false,
    meta: quietFeedMeta,
  })

export const useFavouriteGames = (gameType: string, token: string) =>
  useInfiniteQuery(getFavouriteGamesQueryOptions(gameType, token))
