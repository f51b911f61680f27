import type { Deposit, DepositStatus } from '@parlor/contract'
import { Button, DotLoading } from 'antd-mobile'
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { type DepositPolling, useDepositStatus } from '../api/get-deposit-status'
import { BalanceCard } from './deposit-screen'
import './deposit.css'
import { formatDateTime, formatMoneyMajor } from '@/lib/format'

/** Every 2 s for about three minutes, then the player refreshes by hand. */
export const DEFAULT_POLLING: DepositPolling = { intervalMs: 2_000, maxPolls: 90 }

interface DepositPendingScreenProps {
  orderNo: string
  balance: ReactNode
  polling?: DepositPolling
}

const ICONS: Record<DepositStatus, ReactNode> = {
  pending: <ClockCircleFill />,
  review: <ExclamationCircleFill />,
  credited: <CheckCircleFill />,
  declined: <CloseCircleFill />,
  rejected: <CloseCircleFill />,
  expired: <CloseCircleFill />,
}
const TONES: Record<DepositStatus, string> = {
  pending: 'wait',
  review: 'wait',
  credited: 'good',
  declined: 'bad',
  rejected: 'bad',
  expired: 'bad',
}

/** `/m/voucherCenter/pending?orderNo=…`: guests sign in first and come back here. */
export function DepositPendingScreen(props: DepositPendingScreenProps) {
  return <RealMemberOnly>{(session) => <Pending {...props} token={session.token} />}</RealMemberOnly>
}

function Details({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation()
  const money = (major: number) => `${formatMoneyMajor(major)} ${deposit.currency}`
  const rows: [string, ReactNode][] = [
    [
      t('deposit.detail.orderNo'),
      <span key="order" data-testid="deposit-order">
        {deposit.orderNo}
      </span>,
    ],
    [t('deposit.detail.channel'), deposit.channelName],
    [t('deposit.detail.amount'), money(deposit.amount)],
  ]
  if (deposit.creditedAmount !== null) rows.push([t('deposit.detail.credited'), money(deposit.creditedAmount)])
  if (deposit.fee > 0) rows.push([t('deposit.detail.fee'), money(deposit.fee)])
  if (deposit.promoName) rows.push([t('deposit.detail.promo'), deposit.promoName])
  if (deposit.payerReference) rows.push([t('deposit.detail.reference'), deposit.payerReference])
  rows.push([t('deposit.detail.status'), t(`deposit.status.${deposit.status}`)])
  rows.push([t('deposit.detail.time'), formatDateTime(deposit.createdAt)])
  if (deposit.note) rows.push([t('deposit.detail.note'), deposit.note])
  return (
    <dl className="dep-account">
      {rows.map(([label, value]) => (
        <div key={label} className="dep-account__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The deposit's state, asked again every few seconds while it is pending; when it is credited the
 * wallet queries are refreshed so every balance on screen shows the money.
 */
function Pending({
  orderNo,
  balance,
  polling = DEFAULT_POLLING,
  token,
}: DepositPendingScreenProps & { token: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [since, setSince] = useState(0)
  const { query, answers } = useDepositStatus(token, orderNo, polling, since)
  const deposit = query.data?.deposit
  const status = deposit?.status

  useEffect(() => {
    if (status === 'credited') void queryClient.invalidateQueries({ queryKey: sharedKeys.wallet })
  }, [status, queryClient])

  const stillWaiting = status === 'pending' && answers - since >= polling.maxPolls
  const refresh = () => {
    setSince(answers)
    void query.refetch()
  }

  let main: ReactNode
  if (!orderNo) main = <p className="dep-text">{t('deposit.pending.missing')}</p>
  else if (query.isPending) main = <p className="dep-hint">{t('common.loading')}</p>
  else if (!deposit)
    main = (
      <div className="dep-problem" role="alert">
        <p>{isApiError(query.error) && query.error.message ? query.error.message : t('deposit.pending.loadFailed')}</p>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  else {
    const s = deposit.status
    const variant = s === 'pending' && deposit.kind === 'manual' ? 'pendingManual' : s
    main = (
      <>
        <div className={`dep-result dep-result--${TONES[s]}`} role="status" data-status={s}>
          <span className="dep-result__icon" aria-hidden="true">
            {ICONS[s]}
          </span>
          <h2 className="dep-result__title">{t(`deposit.pending.title.${variant}`)}</h2>
          <p className="dep-text">
            {t(`deposit.pending.text.${variant}`, {
              amount: `${formatMoneyMajor(deposit.creditedAmount ?? deposit.amount)} ${deposit.currency}`,
            })}
          </p>
          {s === 'pending' && !stillWaiting && (
            <div className="dep-hint">
              <DotLoading color="currentColor" /> {t('deposit.pending.checking')}
            </div>
          )}
        </div>
        {stillWaiting && (
          <div className="dep-problem">
            <p>{t('deposit.pending.stillWaiting')}</p>
            <Button size="small" color="primary" onClick={refresh} loading={query.isFetching}>
              {t('deposit.pending.refresh')}
            </Button>
          </div>
        )}
        <Details deposit={deposit} />
      </>
    )
  }

  return (
    <div className="dep dep--pending">
      <BalanceCard balance={balance} />
      <section className="dep-card">{main}</section>
      <nav className="dep-actions" aria-label={t('screens.voucherPending')}>
        <Link className="dep-action dep-action--primary" to={paths.home.path}>
          {t('deposit.pending.home')}
        </Link>
        <Link className="dep-action" to={paths.voucherCenter.path}>
          {t('deposit.pending.again')}
        </Link>
        <Link className="dep-action" to={paths.vouReport.path}>
          {t('deposit.pending.records')}
        </Link>
      </nav>
    </div>
  )
}
