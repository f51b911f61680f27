import { List } from 'antd-mobile'
import { UnorderedListOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useRebateReport } from '../api/get-rebate-report'
import { useReportRange } from '../hooks/use-report-range'
import { EmptyState } from './empty-state'
import { MemberOnly } from '@/components/layout/member-only'
import { ReportHead } from './report-head'
import './member-centre.css'
import { formatMoneyMajor } from '@/lib/format'

function RebateReport({ token }: { token: string }) {
  const { t } = useTranslation()
  const { range, setRange, query } = useReportRange()
  const { data } = useRebateReport(query, token)

  return (
    <div className="mc-page">
      <ReportHead
        range={range}
        onRangeChange={setRange}
        currency={data?.currency}
        note={t('memberCentre.rebates.notPaid')}
      >
        <div className="mc-figure">
          <span>{t('memberCentre.rebates.turnover')}</span>
          <strong>{data ? formatMoneyMajor(data.total.bet) : '–'}</strong>
        </div>
        <div className="mc-figure">
          <span>{t('memberCentre.rebates.rebate')}</span>
          <strong data-testid="rebate-total">{data ? formatMoneyMajor(data.total.rebate) : '–'}</strong>
        </div>
      </ReportHead>
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
            description={`${t('memberCentre.rebates.rate')} ${r.rate.toFixed(2)}% · ${t('memberCentre.rebates.turnover')} ${formatMoneyMajor(r.bet)}`}
            extra={formatMoneyMajor(r.rebate)}
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
