import { formatMajor } from '@parlor/contract'
import { List, Tabs } from 'antd-mobile'
import { UnorderedListOutline } from 'antd-mobile-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRebateReport } from '../api/get-rebate-report'
import { dayBefore } from '../utils/format'
import { EmptyState } from './empty-state'
import { MemberOnly } from './member-only'
import './member-centre.css'

const RANGES = { today: 0, week: 6, month: 29 } as const
type Range = keyof typeof RANGES

function RebateReport({ token }: { token: string }) {
  const { t } = useTranslation()
  const [range, setRange] = useState<Range>('week')
  const query = useMemo(() => ({ startDate: dayBefore(RANGES[range]), endDate: dayBefore(0) }), [range])
  const { data } = useRebateReport(query, token)

  return (
    <div className="mc-page">
      <Tabs activeKey={range} onChange={(k) => setRange(k as Range)}>
        {(Object.keys(RANGES) as Range[]).map((r) => (
          <Tabs.Tab key={r} title={t(`memberCentre.range.${r}`)} />
        ))}
      </Tabs>
      <section className="mc-card" aria-label={t('memberCentre.pnl.summary')}>
        <h2>
          {t('memberCentre.pnl.summary')} {data ? `(${data.currency})` : ''}
        </h2>
        <div className="mc-figures">
          <div className="mc-figure">
            <span>{t('memberCentre.rebates.turnover')}</span>
            <strong>{data ? formatMajor(data.total.bet) : '–'}</strong>
          </div>
          <div className="mc-figure">
            <span>{t('memberCentre.rebates.rebate')}</span>
            <strong data-testid="rebate-total">{data ? formatMajor(data.total.rebate) : '–'}</strong>
          </div>
        </div>
        <p>{t('memberCentre.rebates.notPaid')}</p>
      </section>
      {data && data.total.bet === 0 && (
        <EmptyState
          icon={<UnorderedListOutline />}
          title={t('memberCentre.rebates.emptyTitle')}
          text={t('memberCentre.rebates.emptyText')}
        />
      )}
      <List className="mc-list" header={t('memberCentre.rebates.byProduct')}>
        {data?.list.map((r) => (
          <List.Item
            key={r.productType}
            description={`${t('memberCentre.rebates.rate')} ${r.rate.toFixed(2)}% · ${t('memberCentre.rebates.turnover')} ${formatMajor(r.bet)}`}
            extra={formatMajor(r.rebate)}
          >
            {t(`memberCentre.rebates.product.${r.productType}`)}
          </List.Item>
        ))}
      </List>
    </div>
  )
}

/**
 * `/m/member/rebateReport` (PLYRBT, decision 012): stakes per product type at the member's own
 * rebate rates (set by its agent). Nothing is credited: the platform pays no rebates out yet.
 */
export function RebateReportScreen() {
  return <MemberOnly>{(s) => <RebateReport token={s.token} />}</MemberOnly>
}
