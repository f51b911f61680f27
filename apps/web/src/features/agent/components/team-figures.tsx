import type { TeamKpiFooter } from '@parlor/contract'
import { ErrorBlock, Skeleton, Tabs } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type DateRange, RANGES, type RangeKey, tone } from '../utils/dates'
import { formatMoneyMajor } from '@/lib/format'

/** The date-range choice every figures screen shares; the range itself lives with the screen. */
export function RangeTabs({ value, onChange }: { value: RangeKey; onChange: (key: RangeKey) => void }) {
  const { t } = useTranslation()
  return (
    <Tabs activeKey={value} onChange={(k) => onChange(k as RangeKey)} aria-label={t('agent.range.label')}>
      {RANGES.map((r) => (
        <Tabs.Tab key={r} title={t(`agent.range.${r}`)} />
      ))}
    </Tabs>
  )
}

export const rangeText = (range: DateRange) =>
  range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`

type FigureKey =
  | 'teamMemberCount'
  | 'teamLoginMemberCount'
  | 'teamBetMemberCount'
  | 'teamRegisterMemberCount'
  | 'teamOnlineCount'
  | 'teamDeposit'
  | 'teamWithdraw'
  | 'teamBet'
  | 'teamWin'
  | 'teamProfit'

const MONEY: ReadonlySet<FigureKey> = new Set(['teamDeposit', 'teamWithdraw', 'teamBet', 'teamWin', 'teamProfit'])

/** Cells of a KPI footer; each carries its key as a test id so journeys can compare with the API. */
export function FiguresGrid({ footer, keys }: { footer: TeamKpiFooter; keys: readonly FigureKey[] }) {
  const { t } = useTranslation()
  return (
    <dl className="agent-figures__grid">
      {keys.map((key) => (
        <div key={key} className="agent-figures__cell">
          <dt>{t(`agent.kpi.${key}`)}</dt>
          <dd data-testid={`kpi-${key}`}>{MONEY.has(key) ? formatMoneyMajor(footer[key]) : footer[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Loading and failure states of a figures block, so screens never show invented zeros. */
export function FiguresState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  const { t } = useTranslation()
  if (isError) return <ErrorBlock status="default" title={t('agent.loadFailed')} description="" />
  if (isPending) return <Skeleton.Paragraph lineCount={4} animated />
  return null
}

/**
 * A report over a chosen date range (`useRange`): the screen's title, the range tabs, then, once the
 * data is in, its `figures` (totals) and the `children` drawn from it (details); the loading and
 * failure states until then.
 */
export function RangeReport<T>({
  title,
  range,
  query,
  figures,
  children,
}: {
  title: string
  range: { key: RangeKey; setKey: (key: RangeKey) => void }
  query: { data: T | undefined; isPending: boolean; isError: boolean }
  figures: (data: T) => ReactNode
  children: (data: T) => ReactNode
}) {
  return (
    <section className="agent-screen" aria-label={title}>
      <h1 className="visually-hidden">{title}</h1>
      <RangeTabs value={range.key} onChange={range.setKey} />
      {query.data === undefined ? (
        <FiguresState isPending={query.isPending} isError={query.isError} />
      ) : (
        <>
          <div className="agent-figures">{figures(query.data)}</div>
          {children(query.data)}
        </>
      )}
    </section>
  )
}

/** The bet, win and profit columns that end a team KPI table (by day or by downline). */
export const MONEY_COLUMNS = ['agent.col.bet', 'agent.col.win', 'agent.col.profit'] as const

/** A KPI row's bet, win and profit cells, under `MONEY_COLUMNS`; the profit is toned by its sign. */
export function MoneyCells({ row }: { row: { bet: number; win: number; profit: number } }) {
  return (
    <>
      <td>{formatMoneyMajor(row.bet)}</td>
      <td>{formatMoneyMajor(row.win)}</td>
      <td className={tone(row.profit)}>{formatMoneyMajor(row.profit)}</td>
    </>
  )
}
