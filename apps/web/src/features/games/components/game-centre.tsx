import type { VendorLane } from '@parlor/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button, DotLoading, ErrorBlock } from 'antd-mobile'
import { PlayOutline, RightOutline } from 'antd-mobile-icons'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useFlag } from '@/lib/merchant/use-merchant-info'
import { useSession } from '@/lib/storage'
import { getGameListQueryOptions } from '../api/get-game-list'
import { getHotGamesQueryOptions } from '../api/get-hot-games'
import { useVendorLanes } from '../api/get-vendor-lanes'
import { useNearViewport } from '../hooks/use-near-viewport'
import { gameTypeUrl } from '../utils/launch-target'
import { categoryTabs, GameGrid, VendorTiles } from './popular-games'
import './lobby.css'

/** Top games per category: one row; the whole list is a tap away. */
const TOP_GAMES = 4
/** Categories below the fold ask for their games only as they come near. */
const PREFETCH_MARGIN_PX = 300

const sectionId = (category: string) => `lobby-${category}`

/**
 * A category's top games: its hot games first, topped up with its first games in the catalogue's
 * order when it has fewer hot ones than the row holds (or the hot list fails).
 */
function TopGames({ gameType }: { gameType: string }) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, PREFETCH_MARGIN_PX)
  const hot = useInfiniteQuery({ ...getHotGamesQueryOptions(gameType), enabled: near })
  const hotGames = hot.data?.pages.flatMap((p) => p.games) ?? []
  const topUp = hot.isError || (hot.isSuccess && hotGames.length < TOP_GAMES)
  const list = useInfiniteQuery({ ...getGameListQueryOptions({ gameType }), enabled: near && topUp })
  const hotIds = new Set(hotGames.map((g) => g.nodeId))
  const listed = (list.data?.pages[0]?.games ?? []).filter((g) => !hotIds.has(g.nodeId))
  // Pending until near and answered; a list already cached shows at once, near or not.
  const loading = hot.isPending || (topUp && list.isPending)
  return (
    <div ref={box} className="lobby-top">
      <GameGrid games={[...hotGames, ...listed]} loading={loading} moreUrl={gameTypeUrl(gameType)} limit={TOP_GAMES} />
    </div>
  )
}

function CategorySection({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation()
  const id = sectionId(lane.title)
  // Vendors that are one game each (sports books, derby arenas) are the category's games already.
  const hasGames = lane.gameCount > lane.cards.length
  return (
    <section id={id} className="lobby-section" aria-labelledby={`${id}-title`} data-category={lane.title}>
      <header className="lobby-section__head">
        <h2 id={`${id}-title`} className="lobby-section__title">
          {t(`games.types.${lane.title}`, { defaultValue: lane.title })}
        </h2>
        <span className="lobby-section__count">{t('lobby.gameCount', { count: lane.gameCount })}</span>
      </header>
      <h3 className="lobby-section__label">{t('games.vendors')}</h3>
      <VendorTiles lane={lane} gameType={lane.title} />
      {hasGames && (
        <>
          <h3 className="lobby-section__label">{t('lobby.topGames')}</h3>
          <TopGames gameType={lane.title} />
        </>
      )}
    </section>
  )
}

/** Guests of a merchant with trial play are pointed at it: the lobby is where they would use it. */
function TrialPrompt() {
  const { t } = useTranslation()
  const session = useSession()
  const offered = useFlag('FREEPLAY3')
  if (session || !offered) return null
  return (
    <Link className="lobby-trial" to={paths.trail.path}>
      <PlayOutline className="lobby-trial__icon" aria-hidden="true" />
      <span className="lobby-trial__text">
        <strong>{t('lobby.trialTitle')}</strong>
        <span>{t('lobby.trialText')}</span>
      </span>
      <RightOutline aria-hidden="true" />
    </Link>
  )
}

/**
 * `/m/gameCenter`: every game category the merchant offers, in the home's order (storefront §Home
 * screen), each with its vendors and top games; a strip on top jumps to a category.
 */
export function GameCentre() {
  const { t } = useTranslation()
  const lanes = useVendorLanes()
  const categories = categoryTabs(lanes.data)
    .map((title) => lanes.data?.find((l) => l.title === title))
    .filter((l): l is VendorLane => l !== undefined && l.cards.length > 0)

  let body: React.ReactNode
  if (lanes.isPending)
    body = (
      <div className="lobby__loading">
        <DotLoading />
      </div>
    )
  else if (lanes.isError)
    body = (
      <ErrorBlock status="default" title={t('lobby.loadFailed')} description={t('lobby.loadFailedText')}>
        <Button color="primary" shape="rounded" onClick={() => void lanes.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    )
  else if (categories.length === 0)
    body = <ErrorBlock status="empty" title={t('games.emptyTitle')} description={t('lobby.noCategories')} />
  else
    body = (
      <>
        <nav className="lobby-categories" aria-label={t('lobby.categories')}>
          {categories.map((l) => (
            <button
              key={l.title}
              type="button"
              className="lobby-categories__chip"
              onClick={() => document.getElementById(sectionId(l.title))?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t(`games.types.${l.title}`, { defaultValue: l.title })}
            </button>
          ))}
        </nav>
        {categories.map((l) => (
          <CategorySection key={l.title} lane={l} />
        ))}
      </>
    )

  return (
    <div className="lobby">
      <h1 className="visually-hidden">{t('screens.gameCenter')}</h1>
      <TrialPrompt />
      {body}
    </div>
  )
}
