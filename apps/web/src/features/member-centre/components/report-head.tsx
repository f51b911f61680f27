import { Tabs } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { REPORT_RANGES, type ReportRange } from '../hooks/use-report-range'

/**
 * The top of a member's own report (profit and loss, rebates): the range tabs, then the summary
 * card of that range with its figures and a note on what they mean.
 */
export function ReportHead({
  range,
  onRangeChange,
  currency,
  note,
  children,
}: {
  range: ReportRange
  onRangeChange: (range: ReportRange) => void
  /** Shown once the report has loaded. */
  currency: string | undefined
  note: string
  /** The `mc-figure` blocks. */
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <Tabs activeKey={range} onChange={(k) => onRangeChange(k as ReportRange)}>
        {(Object.keys(REPORT_RANGES) as ReportRange[]).map((r) => (
          <Tabs.Tab key={r} title={t(`memberCentre.range.${r}`)} />
        ))}
      </Tabs>
      <section className="mc-card" aria-label={t('memberCentre.pnl.summary')}>
        <h2>
          {t('memberCentre.pnl.summary')} {currency !== undefined ? `(${currency})` : ''}
        </h2>
        <div className="mc-figures">{children}</div>
        <p>{note}</p>
      </section>
    </>
  )
}
