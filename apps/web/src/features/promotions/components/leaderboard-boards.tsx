import type { Leaderboard } from '@parlor/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLeaderboards } from '../api/get-leaderboards'
import { PromotionCountdown } from './promotion-countdown'
import { formatMoneyMajor } from '@/lib/format'
import './leaderboard.css'

/** One leaderboard: the countdown to the week's end, the member's place, the top ranks with their prizes. */
function Board({ board, action }: { board: Leaderboard; action: ReactNode }) {
  const { t } = useTranslation()
  const { me } = board
  const titleId = `leaderboard-${board.promotionId}`
  return (
    <section className="lb-card" aria-labelledby={titleId} data-testid="leaderboard">
      <header className="lb-card__head">
        <h2 id={titleId}>{board.title}</h2>
        <span className="lb-card__countdown">
          <PromotionCountdown startTime={0} endTime={board.periodEnd} />
        </span>
      </header>
      <p className="lb-card__note">
        {t('promotions.leaderboard.winners', { count: board.prizes.length })}
        {board.minTurnover > 0 &&
          ` · ${t('promotions.leaderboard.minTurnover', { amount: formatMoneyMajor(board.minTurnover) })}`}
      </p>
      {me.joined ? (
        <dl className="lb-me" data-testid="leaderboard-me">
          <div>
            <dt>{t('promotions.leaderboard.yourRank')}</dt>
            <dd>{me.rank === null ? t('promotions.leaderboard.unranked') : `#${me.rank}`}</dd>
          </div>
          <div>
            <dt>{t('promotions.leaderboard.yourTurnover')}</dt>
            <dd>{formatMoneyMajor(me.turnover)}</dd>
          </div>
        </dl>
      ) : (
        <div className="lb-join">
          <p>{t('promotions.leaderboard.notJoined')}</p>
          {action}
        </div>
      )}
      <table className="lb-table">
        <thead>
          <tr>
            <th scope="col">{t('promotions.leaderboard.rank')}</th>
            <th scope="col">{t('promotions.leaderboard.player')}</th>
            <th scope="col">{t('promotions.leaderboard.turnover')}</th>
            <th scope="col">{t('promotions.leaderboard.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {board.top.map((r) => (
            <tr key={r.rank} aria-current={r.rank === me.rank ? 'true' : undefined}>
              <td>{r.rank}</td>
              <td>{r.rank === me.rank ? t('promotions.leaderboard.you', { name: r.name }) : r.name}</td>
              <td>{formatMoneyMajor(r.turnover)}</td>
              <td>{r.prize > 0 ? formatMoneyMajor(r.prize) : '–'}</td>
            </tr>
          ))}
          {/* Prizes nobody has reached yet still show what each rank wins. */}
          {board.prizes
            .map((prize, i) => ({ rank: i + 1, prize }))
            .filter((p) => p.rank > board.top.length)
            .map((p) => (
              <tr key={p.rank} className="lb-table__open">
                <td>{p.rank}</td>
                <td>–</td>
                <td>–</td>
                <td>{formatMoneyMajor(p.prize)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {board.top.length === 0 && <p className="lb-card__note">{t('promotions.leaderboard.empty')}</p>}
    </section>
  )
}

/**
 * `/m/leaderBoard` beside the missions: every live leaderboard. The join button comes from the
 * route (the promotion's status button), so joining works as for any promotion.
 */
export function LeaderboardBoards({ renderJoin }: { renderJoin: (promotionId: number) => ReactNode }) {
  const boards = useLeaderboards()
  if (!boards.data || boards.data.length === 0) return null
  return (
    <>
      {boards.data.map((b) => (
        <Board key={b.promotionId} board={b} action={renderJoin(b.promotionId)} />
      ))}
    </>
  )
}
