import dayjs from 'dayjs'
import {
  type adminDepositSchema,
  type adminWithdrawalSchema,
  DEPOSIT_STATUSES,
  formatMajor,
  WITHDRAWAL_STATUSES,
} from '@parlor/contract'
import { Card, Col, Empty, Row, Select, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useUrlTable } from '@/components/use-url-table'
import type { z } from 'zod'
import { useDeposits, useWithdrawals } from '../api/get-orders'
import { MemberActivity } from './member-activity'
import { OrderReview } from './order-review'
import { OrderStatusTag } from './order-status-tag'

export type AdminDeposit = z.infer<typeof adminDepositSchema>
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>
export type CashierKind = 'deposits' | 'withdrawals'

export interface CashierQueueProps {
  kind: CashierKind
  merchant: string
  memberPath: (id: number) => string
  /** The selected order's audit trail (the route passes the shared component in). */
  auditTrail?: (orderNo: string) => ReactNode
}

/**
 * The cashier queue: deposits awaiting confirmation or withdrawals awaiting approval, filtered by
 * status (in the URL, pending by default). Selecting an order shows its review panel and the
 * member's recent activity beside it, so the reviewer decides with context.
 */
export function CashierQueue({ kind, merchant, memberPath, auditTrail }: CashierQueueProps) {
  const { t } = useTranslation()
  const table = useUrlTable({ filters: ['status'] as const })
  const [params, setParams] = useSearchParams()
  const statuses: readonly string[] = kind === 'deposits' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES
  const rawStatus = table.filters.status
  const status = rawStatus === 'all' ? '' : rawStatus && statuses.includes(rawStatus) ? rawStatus : 'pending'
  const selected = params.get('order')
  const search = { merchant, status, page: table.page, pageSize: table.pageSize }
  const deposits = useDeposits({ ...search, merchant: kind === 'deposits' ? merchant : '' })
  const withdrawals = useWithdrawals({ ...search, merchant: kind === 'withdrawals' ? merchant : '' })
  const list = kind === 'deposits' ? deposits : withdrawals
  const rows: (AdminDeposit | AdminWithdrawal)[] = list.data?.list ?? []
  const order = rows.find((r) => r.orderNo === selected)

  // The selected order is part of the URL too, so a shared link opens the same review.
  const select = (orderNo: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      p.set('order', orderNo)
      return p
    })

  const money = (v: number, r: { currency: string }) => `${formatMajor(v)} ${r.currency}`
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
  const columns: ColumnsType<AdminDeposit | AdminWithdrawal> = [
    { title: t('cashier.col.orderNo'), dataIndex: 'orderNo', render: nowrap },
    { title: t('cashier.col.member'), dataIndex: 'member' },
    {
      title: t('cashier.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number, r) => nowrap(money(v, r)),
    },
    kind === 'deposits'
      ? { title: t('cashier.col.channel'), key: 'channel', render: (_, r) => ('channelName' in r ? r.channelName : '') }
      : { title: t('cashier.col.bank'), key: 'bank', render: (_, r) => ('bankName' in r ? r.bankName : '') },
    { title: t('cashier.col.status'), dataIndex: 'status', render: (s: string) => <OrderStatusTag status={s} /> },
    {
      title: t('cashier.col.createdAt'),
      dataIndex: 'createdAt',
      render: (v: number) => nowrap(dayjs(v).format('MM-DD HH:mm')),
    },
  ]

  return (
    <Row gutter={16} align="top">
      <Col xs={24} xl={13}>
        <Card
          title={t('cashier.orders')}
          extra={
            <Select
              aria-label={t('cashier.statusFilter')}
              style={{ width: 180 }}
              value={status || 'all'}
              onChange={(v) => table.setFilters({ status: v === 'pending' ? undefined : v })}
              options={[
                { value: 'all', label: t('cashier.status.all') },
                ...statuses.map((s) => ({ value: s, label: t(`cashier.status.${s}`) })),
              ]}
            />
          }
        >
          <Table<AdminDeposit | AdminWithdrawal>
            rowKey="orderNo"
            size="middle"
            columns={columns}
            // Long bank names and order numbers scroll inside the card instead of pushing out of it.
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            loading={list.isFetching}
            locale={{ emptyText: t('cashier.empty') }}
            rowClassName={(r) => (r.orderNo === selected ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => select(r.orderNo), style: { cursor: 'pointer' } })}
            pagination={table.pagination(list.data?.totalCount)}
          />
        </Card>
      </Col>
      <Col xs={24} xl={11}>
        {order ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <OrderReview kind={kind} merchant={merchant} order={order} />
            <MemberActivity merchant={merchant} username={order.member} memberPath={memberPath} />
            {auditTrail?.(order.orderNo)}
          </div>
        ) : (
          <Card>
            <Empty description={t('cashier.selectOrder')} />
          </Card>
        )}
      </Col>
    </Row>
  )
}
