import dayjs from 'dayjs'
import { formatMajor } from '@parlor/contract'
import { App, Button, Card, Descriptions, Flex, Image, Input, Popconfirm, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCan } from '@/lib/permissions'
import { receiptUrl } from '../api/get-orders'
import {
  type DepositDecision,
  useReviewDeposit,
  useReviewWithdrawal,
  type WithdrawalDecision,
} from '../api/review-order'
import type { AdminDeposit, AdminWithdrawal, CashierKind } from './cashier-queue'
import { OrderStatusTag } from './order-status-tag'

/** What a reviewer may do with a deposit or withdrawal in its current status. */
export function decisionsFor(kind: CashierKind, order: AdminDeposit | AdminWithdrawal): string[] {
  if (kind === 'deposits') {
    const d = order as AdminDeposit
    const open = d.status === 'review' || (d.status === 'pending' && d.kind === 'manual')
    return open ? ['confirm', 'reject'] : []
  }
  if (order.status === 'pending') return ['approve', 'reject']
  if (order.status === 'approved') return ['paid', 'failed']
  return []
}

const DANGER = new Set(['reject', 'failed'])

/** One order: its details, the receipt for a manual transfer, and the decisions its status allows. */
export function OrderReview({
  kind,
  merchant,
  order,
}: {
  kind: CashierKind
  merchant: string
  order: AdminDeposit | AdminWithdrawal
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const canReview = useCan('cashier.review')
  const depositReview = useReviewDeposit()
  const withdrawalReview = useReviewWithdrawal()
  const pending = depositReview.isPending || withdrawalReview.isPending
  const [note, setNote] = useState('')
  const [acting, setActing] = useState<string | null>(null)
  const decisions = canReview ? decisionsFor(kind, order) : []
  const money = (v: number | null) => (v === null ? '—' : `${formatMajor(v)} ${order.currency}`)

  const decide = (decision: string) => {
    setActing(decision)
    const done = {
      onSuccess: () => {
        void message.success(t(`cashier.done.${decision}`, { orderNo: order.orderNo }))
        setNote('')
      },
      onSettled: () => setActing(null),
    }
    if (kind === 'deposits')
      depositReview.mutate({ merchant, orderNo: order.orderNo, decision: decision as DepositDecision, note }, done)
    else
      withdrawalReview.mutate(
        { merchant, orderNo: order.orderNo, decision: decision as WithdrawalDecision, note },
        done,
      )
  }

  const d = kind === 'deposits' ? (order as AdminDeposit) : null
  const w = kind === 'withdrawals' ? (order as AdminWithdrawal) : null
  const items = [
    { key: 'member', label: t('cashier.col.member'), children: order.member },
    { key: 'status', label: t('cashier.col.status'), children: <OrderStatusTag status={order.status} /> },
    {
      key: 'amount',
      label: t('cashier.col.amount'),
      children: <Typography.Text strong>{money(order.amount)}</Typography.Text>,
    },
    { key: 'created', label: t('cashier.col.createdAt'), children: dayjs(order.createdAt).format('YYYY-MM-DD HH:mm') },
    ...(d
      ? [
          {
            key: 'channel',
            label: t('cashier.col.channel'),
            children: `${d.channelName} (${t(`cashier.kind.${d.kind}`)})`,
          },
          { key: 'credited', label: t('cashier.col.credited'), children: money(d.creditedAmount) },
          { key: 'fee', label: t('cashier.col.fee'), children: money(d.fee) },
          { key: 'payer', label: t('cashier.col.payerReference'), children: d.payerReference ?? '—' },
          {
            key: 'transferred',
            label: t('cashier.col.transferredAt'),
            children: d.transferredAt ? dayjs(d.transferredAt).format('YYYY-MM-DD HH:mm') : '—',
          },
          { key: 'promo', label: t('cashier.col.promo'), children: d.promoName ?? '—' },
        ]
      : []),
    ...(w
      ? [
          { key: 'bank', label: t('cashier.col.bank'), children: w.bankName },
          { key: 'accountName', label: t('cashier.col.accountName'), children: w.accountName },
          { key: 'account', label: t('cashier.col.accountNumber'), children: w.accountNumber },
        ]
      : []),
    { key: 'note', label: t('cashier.col.note'), children: order.note ?? '—', span: 'filled' as const },
  ]

  return (
    <Card
      size="small"
      title={
        <span>
          {t(kind === 'deposits' ? 'cashier.deposit' : 'cashier.withdrawal')}{' '}
          <Typography.Text code>{order.orderNo}</Typography.Text>
        </span>
      }
    >
      <Descriptions size="small" column={2} items={items} />
      {d?.receiptUrl && (
        <Flex vertical gap={4} style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{t('cashier.receipt')}</Typography.Text>
          <Image
            src={receiptUrl(merchant, order.orderNo)}
            alt={t('cashier.receipt')}
            height={120}
            style={{ objectFit: 'contain', border: '1px solid #f0f0f0' }}
          />
        </Flex>
      )}
      {decisions.length > 0 && (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Input.TextArea
            rows={2}
            maxLength={200}
            showCount
            value={note}
            aria-label={t('cashier.note')}
            placeholder={t('cashier.notePlaceholder')}
            onChange={(e) => setNote(e.target.value)}
          />
          <Flex gap={8}>
            {decisions.map((decision) => (
              <Popconfirm
                key={decision}
                title={t(`cashier.confirm.${decision}`, { orderNo: order.orderNo, amount: money(order.amount) })}
                okText={t(`cashier.action.${decision}`)}
                okButtonProps={{ danger: DANGER.has(decision) }}
                cancelText={t('common.cancel')}
                onConfirm={() => decide(decision)}
              >
                <Button
                  type={DANGER.has(decision) ? 'default' : 'primary'}
                  danger={DANGER.has(decision)}
                  disabled={pending && acting !== decision}
                  loading={pending && acting === decision}
                >
                  {t(`cashier.action.${decision}`)}
                </Button>
              </Popconfirm>
            ))}
          </Flex>
        </Flex>
      )}
    </Card>
  )
}
