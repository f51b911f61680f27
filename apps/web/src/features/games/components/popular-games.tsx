import { type GameItem, HOME_CATEGORY_ORDER, type VendorLane } from '@parlor/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ScrollRow } from '@/components/ui/scroll-row'
import { useGameList } from '../api/get-game-list'
import { useHotGames } from '../api/get-hot-games'
import { useVendorLanes } from '../api/get-vendor-lanes'
import { TileImage } from './tile-image'
import { VendorArt } from './vendor-art'
import { showMaintenance, useGameLauncher } from '../hooks/use-game-launcher'
import { gameTypeUrl, launchableOf, underMaintenance, vendorListUrl } from '../utils/launch-target'
import { usePleaseWaitToast } from '../hooks/use-please-wait-toast'
import './popular-games.css'

/** Storefront §Home screen: the fixed order first, then any other category the server lists. */
export function categoryTabs(lanes: readonly VendorLane[] | undefined): string[] {
  const fixed: string[] = [...HOME_CATEGORY_ORDER]
  const extra = (lanes ?? []).map((l) => l.title).filter((title) => !fixed.includes(title))
  return [...fixed, ...new Set(extra)]
}

const LIST_TYPES = new Set(['RNG', 'PVP', 'LIVE', 'FISH'])
const SHOWN = 8

/**
 * A showcase of a few games (the home's popular games, the game centre's top games): tiles that
 * launch the normal way, then a link to the whole list at `moreUrl`.
 */
export function GameGrid({
  games,
  loading,
  moreUrl,
  limit = SHOWN,
}: {
  games: readonly GameItem[]
  loading: boolean
  moreUrl: string
  limit?: number
}) {
  const { t } = useTranslation()
  const launcher = useGameLauncher()
  // The skeleton has the loaded grid's geometry (tiles, two name lines, the link), so nothing
  // below moves when the games arrive, whatever the screen's width.
  if (loading)
    return (
      <>
        <ul className="popular-grid" aria-busy="true">
          {Array.from({ length: limit }, (_, i) => (
            // Keys no game id can take: a reused placeholder would count as a tile that moved.
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <li key={`skeleton-${i}`} className="popular-tile popular-tile--skeleton" aria-hidden="true">
              <span className="game-image" />
              <span className="popular-tile__name" />
            </li>
          ))}
        </ul>
        <span className="popular-more" aria-hidden="true">
          {'\u00a0'}
        </span>
      </>
    )
  if (games.length === 0) return <p className="storefront-empty">{t('games.emptyTitle')}</p>
  return (
    <>
      <ul className="popular-grid" data-testid="popular-grid">
        {games.slice(0, limit).map((g) => {
          const maintenance = underMaintenance(g)
          return (
            <li
              key={g.nodeId}
              className={`popular-tile${maintenance ? ' popular-tile--maintenance' : ''}`}
              data-node-id={g.nodeId}
              data-maintenance={maintenance || undefined}
            >
              {/* Not disabled under maintenance: the press explains why the game does not open. */}
              <button type="button" onClick={() => launcher.start(launchableOf(g))}>
                <TileImage
                  src={g.mobileSmallIcon || g.showIcon || g.iconUrl}
                  fallback={g.defaultIcon}
                  maintenance={maintenance}
                />
                <span className="popular-tile__name">{g.gameName || g.nodeName}</span>
              </button>
            </li>
          )
        })}
      </ul>
      <Link className="popular-more" to={moreUrl}>
        {t('storefront.moreGames')}
      </Link>
    </>
  )
}

function HotTab() {
  const { data, isPending, isFetching } = useHotGames('')
  usePleaseWaitToast(isFetching, 'hot')
  return <GameGrid games={data?.pages.flatMap((p) => p.games) ?? []} loading={isPending} moreUrl={gameTypeUrl('RNG')} />
}

function ListTab({ gameType, vassalage }: { gameType: string; vassalage?: string }) {
  const { data, isPending, isFetching } = useGameList({ gameType, vassalage })
  usePleaseWaitToast(isFetching, 'list')
  return <GameGrid games={data?.pages[0]?.games ?? []} loading={isPending} moreUrl={gameTypeUrl(gameType)} />
}

/** A category's vendors as tiles, each opening that vendor's game list (greyed under maintenance). */
export function VendorTiles({ lane, gameType }: { lane: VendorLane | undefined; gameType: string }) {
  const { t } = useTranslation()
  const cards = lane?.cards ?? []
  if (cards.length === 0) return <p className="storefront-empty">{t('games.emptyTitle')}</p>
  return (
    <ul className="popular-grid popular-grid--vendors" data-testid="popular-grid">
      {cards.map((c) => {
        const maintenance = underMaintenance(c)
        return (
          <li
            key={`${c.gameType}-${c.vassalage}`}
            className={`popular-tile${maintenance ? ' popular-tile--maintenance' : ''}`}
            data-maintenance={maintenance || undefined}
          >
            {maintenance ? (
              // Greyed, and the press says why instead of opening games that cannot launch.
              <button type="button" onClick={showMaintenance}>
                <VendorArt src={c.lagerIcon || c.icon} maintenance />
                <span className="popular-tile__name">{c.displayName}</span>
                <span className="popular-tile__maintenance">{t('games.underMaintenance')}</span>
              </button>
            ) : (
              <Link to={vendorListUrl(c.gameType || gameType, c.vassalage)}>
                <VendorArt src={c.lagerIcon || c.icon} />
                <span className="popular-tile__name">{c.displayName}</span>
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function PopularGames() {
  const { t } = useTranslation()
  const lanes = useVendorLanes()
  const tabs = categoryTabs(lanes.data)
  const [active, setActive] = useState('HOT')
  const lane = lanes.data?.find((l) => l.title === active)

  let body: React.ReactNode
  if (active === 'HOT') body = <HotTab />
  else if (LIST_TYPES.has(active)) body = <ListTab key={active} gameType={active} />
  else if (active === 'INHOUSE')
    body = (
      <ListTab key={active} gameType="RNG" vassalage={lane?.cards.map((c) => c.vassalage).join(',') || 'INHOUSE'} />
    )
  else body = <VendorTiles lane={lane} gameType={active} />

  return (
    <section className="popular-games" aria-label={t('storefront.popularGames')}>
      <div role="tablist" className="popular-tabs" aria-label={t('storefront.popularGames')}>
        <ScrollRow perView={4} gap={6}>
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={active === tab}
              className={`popular-tab${active === tab ? ' popular-tab--on' : ''}`}
              data-category={tab}
              onClick={() => setActive(tab)}
            >
              {t(`games.types.${tab}`, { defaultValue: lane && lane.title === tab ? tab : tab })}
            </button>
          ))}
        </ScrollRow>
      </div>
      <div role="tabpanel" className="popular-panel" data-active={active}>
        {body}
      </div>
    </section>
  )
}
