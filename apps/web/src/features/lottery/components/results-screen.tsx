import { type LotteryGameDef, type LotteryNumero, lotteryGame } from '@parlor/contract'
import { DotLoading, ErrorBlock, List, Selector, Tabs } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { useLotteryNear } from '../api/get-near'
import { gameName, when } from '../utils/orders-texts'
import { frequencies, trendLenses, trendPoints } from '../utils/results-trend'
import { verifyUrl } from '../utils/links'
import { ResultBalls } from './results-balls'
import { FrequencyBars, TrendLine } from './results-chart'
import { LoadProblem } from './load-problem'
import { VnPrizeTable } from './vn-prize-table'
import './results-screen.css'

/** Drawn numeros the history lists; the trend reads the newest 30 of them. */
const HISTORY_SIZE = 50
const TREND_SIZE = 30

function ResultRow({ game, draw }: { game: LotteryGameDef; draw: LotteryNumero }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <List.Item data-testid="lottery-result-row">
      <div className="results-row__top">
        <span className="results-row__numero">{draw.numero}</span>
        <span className="results-row__time">{when(draw.drawsAt)}</span>
      </div>
      <div className="results-row__body">
        {draw.result && <ResultBalls family={game.family} result={draw.result} />}
        <span className="results-row__actions">
          {game.family === 'VN' && draw.result && (
            <button
              type="button"
              className="results-row__toggle"
              aria-expanded={open}
              onClick={() => setOpen((v) => !v)}
            >
              {t(open ? 'lottery.results.hidePrizes' : 'lottery.results.showPrizes')}
            </button>
          )}
          <Link to={verifyUrl(game.code, draw.numero)}>{t('lottery.results.verify')}</Link>
        </span>
      </div>
      {open && draw.result && <VnPrizeTable result={draw.result} />}
    </List.Item>
  )
}

function Trend({ game, draws }: { game: LotteryGameDef; draws: readonly LotteryNumero[] }) {
  const { t } = useTranslation()
  const lenses = useMemo(() => trendLenses(game.family), [game.family])
  const [index, setIndex] = useState(0)
  const lens = lenses[index] ?? lenses[0]
  if (!lens) return null
  const points = trendPoints(draws, lens, TREND_SIZE)
  const counts = frequencies(draws, lens, TREND_SIZE)
  const lensLabel = (i: number) => {
    const l = lenses[i]
    return l?.key === 'position'
      ? t('lottery.results.lens.position', { n: l.n })
      : t(`lottery.results.lens.${l?.key ?? 'champion'}`)
  }
  return (
    <section className="results-trend" aria-label={t('lottery.results.trend')}>
      {lenses.length > 1 && (
        <Selector
          columns={lenses.length}
          options={lenses.map((l, i) => ({
            value: String(i),
            label: t('lottery.results.lens.positionShort', { n: l.n }),
          }))}
          value={[String(index)]}
          onChange={(v) => {
            if (v[0] !== undefined) setIndex(Number(v[0]))
          }}
        />
      )}
      <h2 className="results-trend__caption">{lensLabel(index)}</h2>
      <p className="results-trend__note">{t('lottery.results.trendNote', { count: points.length })}</p>
      <TrendLine points={points} min={lens.min} max={lens.max} label={lensLabel(index)} />
      <h2 className="results-trend__caption">{t(`lottery.results.frequency.${lens.key}`)}</h2>
      <FrequencyBars counts={counts} label={t(`lottery.results.frequency.${lens.key}`)} />
    </section>
  )
}

function Results({ game }: { game: LotteryGameDef }) {
  const { t } = useTranslation()
  // A fast game's history grows while the page is open; a daily draw's does not need asking.
  const near = useLotteryNear(game.code, HISTORY_SIZE, game.intervalSeconds < 86_400 ? 30_000 : false)
  const [tab, setTab] = useState<'history' | 'trend'>('history')
  const draws = near.data ?? []
  return (
    <section className="results-screen" aria-label={t('screens.lotteryResults')}>
      <div className="results-screen__head">
        <h1 className="results-screen__title">{gameName(t, game.code)}</h1>
        <div className="results-screen__links">
          <Link to={`${paths.lotteryOrders.path}?gameCode=${encodeURIComponent(game.code)}`}>
            {t('lottery.results.myOrders')}
          </Link>
        </div>
      </div>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'history' | 'trend')}>
        <Tabs.Tab key="history" title={t('lottery.results.history')} />
        <Tabs.Tab key="trend" title={t('lottery.results.trend')} />
      </Tabs>
      {near.isPending ? (
        <div className="results-problem">
          <DotLoading />
        </div>
      ) : near.isError ? (
        <LoadProblem
          className="results-problem"
          title={t('lottery.results.loadFailed')}
          error={near.error}
          onRetry={() => void near.refetch()}
        />
      ) : draws.length === 0 ? (
        <ErrorBlock status="empty" title={t('lottery.results.empty')} description={t('lottery.results.emptyHint')} />
      ) : tab === 'history' ? (
        <List>
          {draws.map((d) => (
            <ResultRow key={d.numero} game={game} draw={d} />
          ))}
        </List>
      ) : (
        <Trend game={game} draws={draws} />
      )}
    </section>
  )
}

/** `/m/lotteryResults?gameCode=X`: a game's drawn numeros, each verifiable, and their trend. */
export function ResultsScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const game = lotteryGame(params.get('gameCode') ?? '')
  if (!game)
    return (
      <ErrorBlock
        status="empty"
        title={t('lottery.results.unknownGame')}
        description={t('lottery.results.unknownGameHint')}
      />
    )
  return <Results game={game} />
}
