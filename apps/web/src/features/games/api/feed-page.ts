import type { GameItem } from '@parlor/contract'

/**
 * One page of any game feed (catalogue list, hot, recent, favourites), normalised so the grid and
 * the paging rules (storefront §4) see one shape whatever the endpoint answered.
 */
export interface FeedPage {
  games: GameItem[]
  pageNum: number
  totalPages: number
}

/** hasMore is true while pageNum is below totalPages (storefront §4). */
export const nextPageOf = (last: FeedPage): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined

/** Feeds show their own empty view; a failed page only stops paging (storefront §8). */
export const quietFeedMeta = { errorToast: false } as const
