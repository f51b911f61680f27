import { queryRoots } from '@/lib/query-keys'
import type { GameListFilters } from './get-game-list'

const root = queryRoots.games
const feed = [...root, 'feed'] as const

/** The games feature's query keys; `all` is what a language change reloads. */
export const gamesKeys = {
  all: root,
  /** Every favourites feed (all game types): what adding or removing a favourite refreshes. */
  favouriteFeeds: [...feed, 'fav'] as const,
  favouriteFeed: (gameType: string, token: string) => [...feed, 'fav', gameType, token] as const,
  favouriteIds: (token: string) => [...root, 'favouriteIds', token] as const,
  list: (filters: GameListFilters) => [...feed, 'list', filters] as const,
  hot: (gameType: string, vassalage: string | undefined) => [...feed, 'hot', gameType, vassalage ?? ''] as const,
  recent: (gameType: string, token: string) => [...feed, 'recent', gameType, token] as const,
  lottery: (prizeMode: string, language: string) => [...root, 'lottery', prizeMode, language] as const,
  vendorLanes: (language: string) => [...root, 'vendorLanes', language] as const,
  lotteryLaunch: (code: string | null, nodeId: number, prizeMode: string | null, token: string | undefined) =>
    [...root, 'launch', 'lottery', code, nodeId, prizeMode, token] as const,
}
