import type { RgHistoryEntry } from '@parlor/contract'
import { DotLoading, List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoneyMajor } from '@/lib/format'
import { useRgHistory } from '../api/get-rg-history'

function Entry({ e, currency }: { e: RgHistoryEntry; currency: string }) {
  const { t } = useTranslation()
  const amount = (v: number | null) =>
    v === null
      ? t('responsibleGaming.limits.none')
      : e.kind === 'time'
        ? t('responsibleGaming.time.value', { minutes: v })
        : `${formatMoneyMajor(v)} ${currency}`
  const action = e.action
  const title =
    action !== 'limit'
      ? t(`responsibleGaming.history.${action}`)
      : e.kind && e.period
        ? `${t(`responsibleGaming.kind.${e.kind}`)} · ${t(`responsibleGaming.period.${e.period}`)}`
        : ''
  const lines: string[] =
    action === 'limit'
      ? [
          t('responsibleGaming.history.change', { from: amount(e.from), to: amount(e.to) }),
          e.effectiveTime === null
            ? ''
            : t('responsibleGaming.history.effective', { time: formatDateTime(e.effectiveTime) }),
        ]
      : [
          e.endTime === null
            ? t('responsibleGaming.history.permanent')
            : t('responsibleGaming.history.until', { time: formatDateTime(e.endTime) }),
        ]
  return (
    <List.Item
      description={lines.filter(Boolean).map((l) => (
        <span key={l} className="rg-line">
          {l}
        </span>
      ))}
      extra={<span className="rg-source">{t(`responsibleGaming.history.source.${e.source}`)}</span>}
    >
      <span className="rg-history__time">{formatDateTime(e.time)}</span>
      {title}
    </List.Item>
  )
}

/** Every change of limits and breaks, with its time and who made it. */
export function HistoryPanel({ currency }: { currency: string }) {
  const { t } = useTranslation()
  const { data, error } = useRgHistory()
  if (error) return <p className="rg-error">{error.message || t('errors.unknown')}</p>
  if (!data)
    return (
      <div className="rg-loading">
        <DotLoading />
      </div>
    )
  if (data.list.length === 0)
    return (
      <div className="rg-panel">
        <p className="rg-intro">{t('responsibleGaming.history.empty')}</p>
      </div>
    )
  return (
    <div className="rg-panel">
      <List className="rg-list" data-testid="rg-history">
        {data.list.map((e) => (
          <Entry key={e.id} e={e} currency={currency} />
        ))}
      </List>
    </div>
  )
}
