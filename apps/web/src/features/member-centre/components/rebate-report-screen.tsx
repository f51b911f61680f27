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
        note={t('memberCentre.rebates.paidNote')}
      >
        <div className="mc-figure">
          <span>{t('memberCentre.rebates.turnover')}</span>
          <strong>{data ? formatMoneyMajor(data.total.bet) : '–'}</strong>
        </div>
        <div className="mc-figure">
          <span>{t('memberCentre.rebates.rebate')}</span>
          <strong data-testid="rebate-total">{data ? formatMoneyMajor(data.total.rebate) : '–'}</strong>
        </div>
        <div className="mc-figure">
          <span>{t('memberCentre.rebates.paid')}</span>
          <strong className="mc-up" data-testid="rebate-paid-total">
            {data ? formatMoneyMajor(data.paidTotal) : '–'}
          </strong>
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
      {data && (
        <List className="mc-list" header={t('memberCentre.rebates.paidHeader')} data-testid="rebates-paid">
          {data.paid.length === 0 && <List.Item>{t('memberCentre.rebates.paidNone')}</List.Item>}
          {data.paid.map((p) => (
            <List.Item
              key={`${p.date}:${p.productType}`}
              description={`${p.date} · ${t('memberCentre.rebates.rate')} ${p.rate.toFixed(2)}% · ${t('memberCentre.rebates.turnover')} ${formatMoneyMajor(p.bet)}`}
              extra={<span className="mc-up">+{formatMoneyMajor(p.amount)}</span>}
            >
              {t(`memberCentre.rebates.product.${p.productType}`)}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  )
}

/**
 * `/m/member/rebateReport` (PLYRBT, decisions 012 and 042): stakes per product type at the member's
 * rebate rates (its agent's, else the house's), and the rebates paid into the wallet day by day.
 */
export function RebateReportScreen() {
  return <MemberOnly>{(s) => <RebateReport token={s.token} />}</MemberOnly>
}
