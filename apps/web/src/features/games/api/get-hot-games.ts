import { routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { readMerchant } from '@/lib/storage'
import { type FeedPage, quietFeedMeta } from './feed-page'
import { gamesKeys } from './games-keys'

/** `GCSGAME_hotGamesV2` (wire-contract §7): one list, no pages. */
export function getHotGames(gameType: string, vassalage: string | undefined, signal?: AbortSignal) {
  return apiCall(routes.hotGames, {
    query: {
      merchantCode: readMerchant() ?? '',
      isPlatform: 2,
      language: currentLanguage(),
      platform: 'html5',
      gameType: gameType as never,
      vassalage: vassalage ?? '',
    },
    signal,
  })
}

export const getHotGamesQueryOptions = (gameType: string, vassalage?: string) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.hot(gameType, vassalage),
    queryFn: async ({ signal }): Promise<FeedPage> => {
      const v = await getHotGames(gameType, vassalage, signal)
      return { games: v.list, pageNum: 1, totalPages: 1 }
    },
    initialPageParam: 1,
    // Hot lists have no further pages (storefront §4).
    getNextPageParam: () => undefined,
    retry: false,
    meta: quietFeedMeta,
  })

export const useHotGames = (gameType: string, vassalage?: string) =>
  useInfiniteQuery(getHotGamesQueryOptions(gameType, vassalage))
