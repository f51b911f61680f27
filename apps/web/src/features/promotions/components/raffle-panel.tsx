import type { RaffleInfo } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoneyMajor } from '@/lib/format'
import './raffle-panel.css'

/**
 * A lucky draw on `/m/activityInfo`: the member's tickets and the prizes before the draw; after it,
 * whether the member won and every winner (usernames masked by the server).
 */
export function RafflePanel({ raffle, signedIn }: { raffle: RaffleInfo; signedIn: boolean }) {
  const { t } = useTranslation()
  return (
    <section className="raffle" aria-labelledby="raffle-title" data-testid="raffle-panel">
      <h2 id="raffle-title">{t('promotions.raffle.title')}</h2>
      <p className="raffle__rule">
        {t('promotions.raffle.ticketRule', {
          amount: formatMoneyMajor(raffle.ticketAmount),
          count: raffle.maxTickets,
        })}
      </p>
      {signedIn && (
        <p className="raffle__tickets">
          {t('promotions.raffle.yourTickets')}{' '}
          <strong>{t('promotions.raffle.ticketCount', { count: raffle.tickets })}</strong>
          {' · '}
          <span>{raffle.entered ? t('promotions.raffle.entered') : t('promotions.raffle.notEntered')}</span>
        </p>
      )}
      <p className="raffle__draw">{t('promotions.raffle.drawAt', { date: formatDateTime(raffle.drawTime) })}</p>
      {raffle.drawn && signedIn && raffle.entered && (
        <p className={raffle.myRank ? 'raffle__result raffle__result--won' : 'raffle__result'}>
          {raffle.myRank && raffle.myPrize !== null
            ? t('promotions.raffle.youWon', { rank: raffle.myRank, amount: formatMoneyMajor(raffle.myPrize) })
            : t('promotions.raffle.notWon')}
        </p>
      )}
      <h3>{raffle.drawn ? t('promotions.raffle.winners') : t('promotions.raffle.prizes')}</h3>
      {raffle.drawn && raffle.winners.length === 0 && <p>{t('promotions.raffle.noWinners')}</p>}
      <ol className="raffle__list">
        {raffle.drawn
          ? raffle.winners.map((w) => (
              <li key={w.rank}>
                <span>{t('promotions.raffle.rank', { rank: w.rank })}</span>
                <span>{w.username}</span>
                <strong>{formatMoneyMajor(w.prize)}</strong>
              </li>
            ))
          : raffle.prizes.map((prize, i) => (
              // Prizes are listed by rank and never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the index
              <li key={i}>
                <span>{t('promotions.raffle.rank', { rank: i + 1 })}</span>
                <strong>{formatMoneyMajor(prize)}</strong>
              </li>
            ))}
      </ol>
    </section>
  )
}
