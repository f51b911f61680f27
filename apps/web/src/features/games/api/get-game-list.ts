import { GAME_PAGE_SIZE, type GameList, routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { readMerchant } from '@/lib/storage'
import { type FeedPage, nextPageOf, quietFeedMeta } from './feed-page'
import { gamesKeys } from './games-keys'

export interface GameListFilters {
  gameType: string
  gameName?: string
  gameClassify?: string
  isNew?: boolean
  /** One vendor code or several separated by commas. */
  vassalage?: string
  minBet?: string
}

/**
 * `GCSGAME_gameList` (wire-contract §7.1). The original platform filed e-sports under SPORTS, so its
 * clients queried ESPORTS as SPORTS; this server lists them under their own type (the ESPORTS lane
 * and its cards say so), and asking for SPORTS would find no e-sports vendor's games.
 */
export function getGameList(filters: GameListFilters, pageNo: number, signal?: AbortSignal): Promise<GameList> {
  return apiCall(routes.gameList, {
    query: {
      merchant: readMerchant() ?? '',
      platform: 'html5',
      clientType: 2,
      gameType: filters.gameType as never,
      gameName: filters.gameName ?? '',
      gameClassify: filters.gameClassify ?? '',
      isNew: filters.isNew ? '1' : '',
      vassalage: filters.vassalage ?? '',
      minBet: filters.minBet ?? '',
      pageNo,
      pageSize: GAME_PAGE_SIZE,
      language: currentLanguage(),
    },
    signal,
  })
}

export const getGameListQueryOptions = (filters: GameListFilters) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.list(filters),
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const v = await getGameList(filters, pageParam, signal)
      return { games: v.games, pageNum: v.pageNum, totalPages: v.totalPages }
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    retry: false,
    meta: quietFeedMeta,
  })

export const useGameList = (filters: GameListFilters) => useInfiniteQuery(getGameListQueryOptions(filters))
