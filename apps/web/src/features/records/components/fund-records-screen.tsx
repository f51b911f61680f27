import {
  DEPOSIT_STATUSES,
  type Deposit,
  type DepositStatus,
  WITHDRAWAL_STATUSES,
  type Withdrawal,
  type WithdrawalStatus,
} from '@parlor/contract'
import { Button, List, Tag } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import { paths } from '@/config/paths'
import { useDepositRecords } from '../api/get-deposit-records'
import { useWithdrawalRecords } from '../api/get-withdrawal-records'
import { type Range, rangeDates, when } from '../utils/ranges'
import { MoreRecords, RecordFilters } from './record-list-parts'
import './records-screen.css'
import { formatMoneyMajor } from '@/lib/format'

export type FundDirection = 'deposit' | 'withdrawal'
const ALL = 'all'

type Tone = 'success' | 'warning' | 'danger' | 'default'
const TONE: Record<DepositStatus | WithdrawalStatus, Tone> = {
  pending: 'warning',
  review: 'warning',
  approved: 'warning',
  credited: 'success',
  paid: 'success',
  declined: 'danger',
  rejected: 'danger',
  expired: 'danger',
  failed: 'danger',
  cancelled: 'default',
}

function DepositRow({ r }: { r: Deposit }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lines = [`${when(r.createdAt)} · ${t('records.fund.order', { orderNo: r.orderNo })}`]
  if (r.payerReference) lines.push(t('records.fund.reference', { reference: r.payerReference }))
  if (r.creditedAmount !== null && r.creditedAmount !== r.amount)
    lines.push(t('records.fund.credited', { amount: `${formatMoneyMajor(r.creditedAmount)} ${r.currency}` }))
  if (r.fee > 0) lines.push(t('records.fund.fee', { amount: `${formatMoneyMajor(r.fee)} ${r.currency}` }))
  if (r.note) lines.push(r.note)
  return (
    <List.Item
      data-testid="fund-row"
      onClick={() => navigate(`${paths.voucherPending.path}?orderNo=${encodeURIComponent(r.orderNo)}`)}
      description={lines.map((l) => (
        <span key={l} className="records-screen__line">
          {l}
        </span>
      ))}
      extra={
        <span className={r.status === 'credited' ? 'records-screen__up' : 'records-screen__amount'}>
          {formatMoneyMajor(r.creditedAmount ?? r.amount)} {r.currency}
        </span>
      }
    >
      {r.channelName}{' '}
      <Tag color={TONE[r.status]} fill="outline">
        {t(`records.fund.depositStatus.${r.status}`)}
      </Tag>
    </List.Item>
  )
}

function WithdrawalRow({ r }: { r: Withdrawal }) {
  const { t } = useTranslation()
  const lines = [`${when(r.createdAt)} · ${t('records.fund.order', { orderNo: r.orderNo })}`]
  if (r.note) lines.push(r.note)
  return (
    <List.Item
      data-testid="fund-row"
      description={lines.map((l) => (
        <span key={l} className="records-screen__line">
          {l}
        </span>
      ))}
      extra={
        <span className={r.status === 'paid' ? 'records-screen__down' : 'records-screen__amount'}>
          {formatMoneyMajor(r.amount)} {r.currency}
        </span>
      }
    >
      {r.bankName} {r.accountNumber}{' '}
      <Tag color={TONE[r.status]} fill="outline">
        {t(`records.fund.withdrawalStatus.${r.status}`)}
      </Tag>
    </List.Item>
  )
}

function FundRecords({ direction, token }: { direction: FundDirection; token: string }) {
  const { t } = useTranslation()
  const [range, setRange] = useState<Range>('week')
  const [status, setStatus] = useState<string>(ALL)
  const dates = useMemo(() => rangeDates(range), [range])
  const deposits = useDepositRecords(
    { ...dates, ...(status !== ALL ? { status: status as DepositStatus } : {}) },
    token,
    direction === 'deposit',
  )
  const withdrawals = useWithdrawalRecords(
    { ...dates, ...(status !== ALL ? { status: status as WithdrawalStatus } : {}) },
    token,
    direction === 'withdrawal',
  )
  const query = direction === 'deposit' ? deposits : withdrawals
  const statuses: readonly string[] = direction === 'deposit' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES
  const options = [
    { value: ALL, label: t('records.fund.all') },
    ...statuses.map((value) => ({
      value,
      label: t(`records.fund.${direction}Status.${value as 'pending'}`),
    })),
  ]
  const total = query.data?.pages[0]?.totalCount ?? 0

  return (
    <section
      className="records-screen"
      aria-label={t(direction === 'deposit' ? 'screens.vouReport' : 'screens.withdrawReport')}
    >
      <RecordFilters
        range={range}
        onRange={setRange}
        columns={4}
        options={options}
        selected={[status]}
        onSelect={(v) => setStatus(v[0] ?? ALL)}
        label={t('records.fund.statusFilter')}
      />
      {query.isError ? (
        <div className="records-screen__problem" role="alert">
          <p>{t('records.fund.loadFailed')}</p>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="records-screen__count">{t('records.count', { count: total })}</p>
          <List>
            {direction === 'deposit'
              ? deposits.data?.pages.flatMap((p) => p.list).map((r) => <DepositRow key={r.orderNo} r={r} />)
              : withdrawals.data?.pages.flatMap((p) => p.list).map((r) => <WithdrawalRow key={r.orderNo} r={r} />)}
          </List>
          <MoreRecords query={query} total={total} />
        </>
      )}
    </section>
  )
}

/**
 * `/m/vouReport` and `/m/withdrawReport`: the member's deposits and withdrawals with their state,
 * channel or bank, time and order number, filtered by period and status. A deposit opens its
 * status screen.
 */
export function FundRecordsScreen({ direction }: { direction: FundDirection }) {
  return <RealMemberOnly>{(session) => <FundRecords direction={direction} token={session.token} />}</RealMemberOnly>
}
