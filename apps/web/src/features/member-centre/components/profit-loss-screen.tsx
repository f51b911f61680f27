import { List } from 'antd-mobile'
import { HistogramOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useMemberPnl } from '../api/get-member-pnl'
import { useReportRange } from '../hooks/use-report-range'
import { EmptyState } from './empty-state'
import { MemberOnly } from '@/components/layout/member-only'
import { ReportHead } from './report-head'
import './member-centre.css'
import { formatMoneyMajor } from '@/lib/format'

function ProfitLoss({ token }: { token: string }) {
  const { t } = useTranslation()
  const { range, setRange, query } = useReportRange()
  const pnl = useMemberPnl(query, token)
  const total = pnl.data?.total

  return (
    <div className="mc-page">
      <ReportHead
        range={range}
        onRangeChange={setRange}
        currency={pnl.data?.currency}
        note={t('memberCentre.pnl.note')}
      >
        <div className="mc-figure">
          <span>{t('memberCentre.pnl.net')}</span>
          <strong data-testid="pnl-net" className={(total?.net ?? 0) >= 0 ? 'mc-up' : 'mc-down'}>
            {total ? formatMoneyMajor(total.net, { sign: true }) : '–'}
          </strong>
        </div>
        <div className="mc-figure">
          <span>{t('memberCentre.pnl.rounds')}</span>
          <strong>{total?.rounds ?? '–'}</strong>
        </div>
        <div className="mc-figure">
          <span>{t('memberCentre.pnl.bet')}</span>
          <strong>{total ? formatMoneyMajor(total.bet) : '–'}</strong>
        </div>
        <div className="mc-figure">
          <span>{t('memberCentre.pnl.payout')}</span>
          <strong>{total ? formatMoneyMajor(total.payout) : '–'}</strong>
        </div>
      </ReportHead>
      {pnl.data && pnl.data.days.length === 0 ? (
        <EmptyState
          icon={<HistogramOutline />}
          title={t('memberCentre.pnl.emptyTitle')}
          text={t('memberCentre.pnl.emptyText')}
        />
      ) : (
        <List className="mc-list" header={t('memberCentre.pnl.byDay')}>
          {pnl.data?.days.map((d) => (
            <List.Item
              key={d.date}
              description={`${t('memberCentre.pnl.rounds')} ${d.rounds} · ${t('memberCentre.pnl.bet')} ${formatMoneyMajor(d.bet)}`}
              extra={
                <span className={d.net >= 0 ? 'mc-up' : 'mc-down'}>{formatMoneyMajor(d.net, { sign: true })}</span>
              }
            >
              {d.date}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  )
}

/** `/m/profitandloss` (PERSREP, decision 012): the member's closed rounds summed per day. */
export function ProfitLossScreen() {
  return <MemberOnly>{(s) => <ProfitLoss token={s.token} />}</MemberOnly>
}
