import type { LotteryFamily, LotteryNumero } from '@parlor/contract'
import { Button, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatCountdown, type Phase } from '../utils/countdown'
import { gameName } from '../utils/orders-texts'
import { ResultBalls } from './results-balls'
import { VnPrizeTable } from './vn-prize-table'

interface NumeroCardProps {
  gameCode: string
  family: LotteryFamily
  current: LotteryNumero
  last: LotteryNumero | null
  phase: Phase
}

/** The game's name, the numero on sale with its countdown, the last result, and the links out. */
export function NumeroCard({ gameCode, family, current, last, phase }: NumeroCardProps) {
  const { t } = useTranslation()
  const query = new URLSearchParams({ gameCode })
  return (
    <section className="lot-card lot-head" aria-labelledby="lot-title">
      <div className="lot-head__top">
        <h1 id="lot-title" className="lot-head__title">
          {gameName(t, gameCode)}
        </h1>
        <nav className="lot-head__links">
          <Link to={`${paths.lotteryResults.path}?${query}`} data-testid="lottery-results-link">
            {t('lottery.play.results')}
          </Link>
          <Link to={`${paths.lotteryOrders.path}?${query}`} data-testid="lottery-orders-link">
            {t('lottery.play.myOrders')}
          </Link>
        </nav>
      </div>
      <div className="lot-head__numero">
        <span>
          {t('lottery.play.numero')} <strong data-testid="lottery-numero">{current.numero}</strong>
        </span>
        <Countdown phase={phase} />
      </div>
      <div className="lot-head__last" data-testid="lottery-last-result" data-numero={last?.numero ?? ''}>
        {last?.result ? (
          <>
            <span className="lot-hint">{t('lottery.play.lastResult', { numero: last.numero })}</span>
            <div className="lot-head__balls">
              {family === 'VN' && <span className="lot-hint">{t('lottery.play.special')}</span>}
              <ResultBalls family={family} result={last.result} />
              {family === 'VN' && <AllPrizes numero={last.numero} result={last.result} />}
            </div>
          </>
        ) : (
          <span className="lot-hint">{t('lottery.play.noResultYet')}</span>
        )}
      </div>
    </section>
  )
}

function Countdown({ phase }: { phase: Phase }) {
  const { t } = useTranslation()
  return (
    <span className="lot-countdown" data-testid="lottery-countdown" data-state={phase.kind} role="timer">
      {phase.kind === 'open' ? (
        <>
          {t('lottery.play.closesIn')} <strong>{formatCountdown(phase.msLeft)}</strong>
        </>
      ) : (
        <>
          <strong>{t('lottery.play.drawing')}</strong>
          {/* A daily draw closes long before it draws: say when the next numero opens for bets. */}
          {phase.kind === 'drawing' && phase.msToOpen > 10_000 && (
            <span className="lot-hint"> {t('lottery.play.opensIn', { time: formatCountdown(phase.msToOpen) })}</span>
          )}
        </>
      )}
    </span>
  )
}

/** The Vietnamese draw's 27 prizes by tier, in a sheet. */
function AllPrizes({ numero, result }: { numero: string; result: readonly string[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="mini" fill="outline" onClick={() => setOpen(true)}>
        {t('lottery.play.allPrizes')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} showCloseButton>
        <div className="lot-prizes">
          <h2 className="lot-prizes__title">{t('lottery.play.prizesTitle', { numero })}</h2>
          <VnPrizeTable result={result} />
        </div>
      </Popup>
    </>
  )
}
