import { type InfiniteData, type QueryKey, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSession } from '@/lib/storage'
import { getFavouriteGamesQueryOptions } from '../api/get-favourite-games'
import { getGameListQueryOptions } from '../api/get-game-list'
import { getHotGamesQueryOptions } from '../api/get-hot-games'
import { getRecentGamesQueryOptions } from '../api/get-recent-games'
import type { FeedPage } from '../api/feed-page'
import type { ListState } from '../utils/list-state'

type FeedOptions = UseInfiniteQueryOptions<FeedPage, Error, InfiniteData<FeedPage, number>, QueryKey, number>

/**
 * The grid's data for the current URL state. Each combination of filters is its own infinite
 * query, so a new tab, vendor or filter starts at page 1 with an empty list, later pages append,
 * and hasMore stops at the last page or at the first failed page (storefront §4, §8).
 */
export function useGameFeed(s: ListState) {
  const token = useSession()?.token ?? ''
  const vassalage = s.fixedVendor || s.vendor || undefined
  // The four feeds differ only in their key's shape; the grid reads them alike.
  const options = (
    s.dataType === 'hot'
      ? getHotGamesQueryOptions(s.gameType, vassalage)
      : s.dataType === 'recent'
        ? getRecentGamesQueryOptions(s.gameType, token)
        : s.dataType === 'fav'
          ? getFavouriteGamesQueryOptions(s.gameType, token)
          : getGameListQueryOptions({
              gameType: s.gameType,
              gameName: s.gameName || undefined,
              gameClassify: s.gameClassify || (s.tab !== 'all' && s.tab !== 'new' ? s.tab : undefined),
              isNew: s.tab === 'new' || undefined,
              vassalage,
              minBet: s.minBet || undefined,
            })
  ) as FeedOptions
  const memberOnly = s.dataType === 'recent' || s.dataType === 'fav'
  const query = useInfiniteQuery({ ...options, enabled: !memberOnly || Boolean(token) })
  const games = useMemo(() => query.data?.pages.flatMap((p) => p.games) ?? [], [query.data])
  const hasMore = query.hasNextPage && !query.isError && !query.isFetchNextPageError
  return { games, hasMore, query }
}
