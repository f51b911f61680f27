import type { lotteryItemSchema } from '@parlor/contract'
import { DotLoading, ErrorBlock } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import { paths } from '@/config/paths'
import { type ClassifyGroup, groupLotteries } from '../utils/groups'
import './lottery.css'

export type LotteryListItem = z.infer<typeof lotteryItemSchema>

interface LotteryListProps {
  /** The lottery gateway's list (`/lgw/games/mobile`); undefined while it loads. */
  games: readonly LotteryListItem[] | undefined
  loading: boolean
  /** A vendor lottery the engine does not run opens the way any game launches. */
  onLaunch: (game: LotteryListItem) => void
}

/**
 * `/m/moreLottery`, `/m/lottery`: every lottery by name and icon, grouped by kind. An entry the
 * engine runs (`lotteryCode`) opens its play screen; any other launches through its vendor.
 */
export function LotteryList({ games, loading, onLaunch }: LotteryListProps) {
  const { t } = useTranslation()
  return (
    <div className="lot-list">
      <h1 className="lot-list__heading">{t('lottery.list.title')}</h1>
      {loading ? (
        <div className="lot-list__loading">
          <DotLoading />
        </div>
      ) : !games?.length ? (
        <ErrorBlock status="empty" title={t('games.emptyTitle')} description={t('games.emptyDescription')} />
      ) : (
        <Groups games={games} onLaunch={onLaunch} />
      )}
    </div>
  )
}

function Groups({ games, onLaunch }: { games: readonly LotteryListItem[]; onLaunch: LotteryListProps['onLaunch'] }) {
  const { t } = useTranslation()
  return (
    <>
      {groupLotteries(games).map((group) => (
        <section key={group.key} className="lot-list__group" aria-labelledby={`lot-group-${group.key}`}>
          <h2 id={`lot-group-${group.key}`} className="lot-list__title">
            {t(`lottery.classify.${group.key as ClassifyGroup}`)}
          </h2>
          <ul className="lot-list__grid">
            {group.games.map((g) => (
              <li key={g.nodeId} data-node-id={g.nodeId}>
                {g.lotteryCode ? (
                  <Link
                    className="lot-list__item"
                    to={`${paths.startLottery.path}?${new URLSearchParams({ gameCode: g.lotteryCode })}`}
                  >
                    <Tile game={g} />
                  </Link>
                ) : (
                  <button type="button" className="lot-list__item" onClick={() => onLaunch(g)}>
                    <Tile game={g} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

function Tile({ game }: { game: LotteryListItem }) {
  return (
    <>
      <img className="lot-list__icon" src={game.icon} alt="" loading="lazy" />
      <span className="lot-list__name">{game.displayName}</span>
    </>
  )
}
