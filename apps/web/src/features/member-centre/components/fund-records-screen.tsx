import { formatMajor } from '@parlor/contract'
import { InfiniteScroll, List } from 'antd-mobile'
import { ReceivePaymentOutline, TransportQRcodeOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { type FundDirection, useFundRecords } from '../api/get-fund-records'
import { dateTime } from '../utils/format'
import { EmptyState } from './empty-state'
import { MemberOnly } from './member-only'
import './member-centre.css'

/** The kind, and the operator's reason when it says more than the kind does. */
function FundLabel({ type, reason }: { type: string; reason: string | null }) {
  const { t } = useTranslation()
  const kind = t(`memberCentre.funds.kind.${type}`, { defaultValue: type })
  return <>{reason && reason !== kind ? `${kind} · ${reason}` : kind}</>
}

function FundRecords({ direction, token }: { direction: FundDirection; token: string }) {
  const { t } = useTranslation()
  const query = useFundRecords(direction, token)
  const rows = query.data?.pages.flatMap((p) => p.list) ?? []
  const total = query.data?.pages[0]?.totalCount ?? 0

  return (
    <div className="mc-page">
      <p className="mc-card">{t(`memberCentre.funds.${direction}.intro`)}</p>
      {!query.isPending && total === 0 ? (
        <EmptyState
          icon={direction === 'deposit' ? <ReceivePaymentOutline /> : <TransportQRcodeOutline />}
          title={t(`memberCentre.funds.${direction}.emptyTitle`)}
          text={t(`memberCentre.funds.${direction}.emptyText`)}
        />
      ) : (
        <>
          <List
            className="mc-list"
            aria-label={t(`screens.${direction === 'deposit' ? 'vouReport' : 'withdrawReport'}`)}
          >
            {rows.map((r) => (
              <List.Item
                key={r.id}
                description={`${dateTime(r.createdAt)} · ${t('memberCentre.funds.balanceAfter')} ${formatMajor(r.balanceAfter)} ${r.currency}`}
                extra={
                  <span className={r.amount >= 0 ? 'mc-up' : 'mc-down'}>{formatMajor(r.amount, { sign: true })}</span>
                }
              >
                <FundLabel type={r.type} reason={r.reason} />
              </List.Item>
            ))}
          </List>
          <InfiniteScroll
            loadMore={async () => {
              await query.fetchNextPage()
            }}
            hasMore={!query.isError && (query.isPending || Boolean(query.hasNextPage))}
          >
            {query.isPending ? null : t('memberCentre.listEnd', { count: total })}
          </InfiniteScroll>
        </>
      )}
    </div>
  )
}

/** `/m/vouReport` and `/m/withdrawReport` (decision 012): wallet postings from and to outside the games. */
export function FundRecordsScreen({ direction }: { direction: FundDirection }) {
  return <MemberOnly>{(s) => <FundRecords direction={direction} token={s.token} />}</MemberOnly>
}
