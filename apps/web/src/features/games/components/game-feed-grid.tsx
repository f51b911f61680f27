import type { GameItem } from '@parlor/contract'
import { DotLoading, ErrorBlock } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/storage'
import { useFavouriteToggle } from '../hooks/use-favourite-toggle'
import { useGameFeed } from '../hooks/use-game-feed'
import { useGameLauncher } from '../hooks/use-game-launcher'
import { useInfiniteScroll } from '../hooks/use-infinite-scroll'
import { launchableOf, offersTrial } from '../utils/launch-target'
import type { ListState } from '../utils/list-state'
import { GameTile } from './game-tile'
import './game-list.css'

/**
 * The infinite grid of game tiles for one list state (storefront §Game list screen): the feed the
 * state names, paged as the window nears its bottom, each tile launching, hearting and (for guests,
 * on games that allow it) trying the game; an empty view when nothing matches.
 */
export function GameFeedGrid({ state, after }: { state: ListState; after?: ReactNode }) {
  const { t } = useTranslation()
  const session = useSession()
  const { games, hasMore, query } = useGameFeed(state)
  const favourites = useFavouriteToggle()
  const launcher = useGameLauncher()

  useInfiniteScroll(() => {
    if (!query.isFetching) void query.fetchNextPage()
  }, hasMore)

  const onLaunch = (g: GameItem) => launcher.start(launchableOf(g))
  const onTry = (g: GameItem) => launcher.tryGame(launchableOf(g))

  return (
    <>
      {games.length > 0 ? (
        <ul className="game-grid" aria-label={t('games.gridLabel')} aria-busy={query.isFetching}>
          {games.map((g) => (
            <GameTile
              key={`${g.nodeId}`}
              game={g}
              favourite={favourites.isFavourite(g)}
              onLaunch={onLaunch}
              onToggleFavourite={favourites.toggle}
              onTry={!session && offersTrial(g) ? onTry : undefined}
            />
          ))}
        </ul>
      ) : query.isPending && query.fetchStatus !== 'idle' ? (
        <div className="game-list__loading">
          <DotLoading />
        </div>
      ) : (
        <ErrorBlock status="empty" title={t('games.emptyTitle')} description={t('games.emptyDescription')} />
      )}
      {games.length > 0 && (
        <div className="game-list__status" aria-live="polite">
          {query.isFetchingNextPage ? <DotLoading /> : hasMore ? t('games.scrollForMore') : t('games.noMore')}
        </div>
      )}
      {/* What follows the grid waits for its first page, or the grid arriving would push it away. */}
      {!query.isPending && after}
    </>
  )
}
