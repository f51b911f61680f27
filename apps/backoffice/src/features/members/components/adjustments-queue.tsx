import dayjs from 'dayjs'
import { ADJUSTMENT_STATES, type boAdjustmentSchema } from '@parlor/contract'
import { App, Button, Card, Flex, Input, Modal, Segmented, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUrlTable } from '@/components/use-url-table'
import type { z } from 'zod'
import { formatMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { type AdjustmentState, useAdjustments, useDecideAdjustment } from '../api/adjustments'

type Adjustment = z.infer<typeof boAdjustmentSchema>

/** The queue first, then the history. */
const STATES: readonly AdjustmentState[] = ['pending', 'applied', 'rejected']
const STATE_COLOR: Record<AdjustmentState, string> = { pending: 'gold', applied: 'green', rejected: 'red' }

/**
 * Balance adjustments: the pending ones waiting for a second approver (approve or reject with a
 * note, for staff who may approve) and the history by state. State and page live in the URL.
 */
export function AdjustmentsQueue({
  merchant,
  currency,
  memberPath,
}: {
  merchant: string
  currency: string
  memberPath: (id: number) => string
}) {
  const { t } = useTranslation()
  const table = useUrlTable({ filters: ['state'] as const })
  const raw = table.filters.state
  const state: AdjustmentState = (ADJUSTMENT_STATES as readonly string[]).includes(raw ?? '')
    ? (raw as AdjustmentState)
    : 'pending'
  const list = useAdjustments({ merchant, state, page: table.page, pageSize: table.pageSize })
  const canApprove = useCan('members.approve')
  const [deciding, setDeciding] = useState<{ row: Adjustment; approve: boolean } | null>(null)

  const columns: ColumnsType<Adjustment> = [
    {
      title: t('members.adjustments.col.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('members.adjustments.col.member'),
      dataIndex: 'username',
      render: (_, r) => <Link to={memberPath(r.memberId)}>{r.username}</Link>,
    },
    {
      title: t('members.adjustments.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => (
        <Typography.Text strong type={v.startsWith('-') ? 'danger' : 'success'}>
          {formatMoney(v, currency, { sign: true })}
        </Typography.Text>
      ),
    },
    { title: t('members.adjustments.col.reason'), dataIndex: 'reason', ellipsis: true },
    { title: t('members.adjustments.col.requestedBy'), dataIndex: 'requestedBy' },
    {
      title: t('members.adjustments.col.state'),
      dataIndex: 'state',
      render: (s: AdjustmentState) => <Tag color={STATE_COLOR[s]}>{t(`members.adjustments.state.${s}`)}</Tag>,
    },
    ...(state === 'pending'
      ? []
      : ([
          {
            title: t('members.adjustments.col.decidedBy'),
            key: 'decided',
            render: (_, r) =>
              r.decidedBy ? (
                <Flex vertical>
                  <span>{r.decidedBy}</span>
                  <Typography.Text type="secondary">{r.decisionNote ?? ''}</Typography.Text>
                </Flex>
              ) : (
                '—'
              ),
          },
        ] satisfies ColumnsType<Adjustment>)),
    ...(state === 'pending' && canApprove
      ? ([
          {
            title: t('members.adjustments.actions'),
            key: 'actions',
            render: (_, r) => (
              <Flex gap={8}>
                <Button size="small" type="primary" onClick={() => setDeciding({ row: r, approve: true })}>
                  {t('members.adjustments.approve')}
                </Button>
                <Button size="small" danger onClick={() => setDeciding({ row: r, approve: false })}>
                  {t('members.adjustments.reject')}
                </Button>
              </Flex>
            ),
          },
        ] satisfies ColumnsType<Adjustment>)
      : []),
  ]

  return (
    <Card
      title={
        <Segmented<AdjustmentState>
          value={state}
          onChange={(v) => table.setFilters({ state: v === 'pending' ? undefined : v })}
          options={STATES.map((s) => ({ value: s, label: t(`members.adjustments.state.${s}`) }))}
        />
      }
    >
      <Table<Adjustment>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t(`members.adjustments.empty.${state}`) }}
        pagination={table.pagination(list.data?.total)}
      />
      {deciding && (
        <DecisionModal
          row={deciding.row}
          approve={deciding.approve}
          currency={currency}
          onClose={() => setDeciding(null)}
        />
      )}
    </Card>
  )
}

function DecisionModal({
  row,
  approve,
  currency,
  onClose,
}: {
  row: Adjustment
  approve: boolean
  currency: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const decide = useDecideAdjustment()
  const [note, setNote] = useState('')
  return (
    <Modal
      open
      title={t(approve ? 'members.adjustments.approveTitle' : 'members.adjustments.rejectTitle')}
      okText={t(approve ? 'members.adjustments.approve' : 'members.adjustments.reject')}
      okButtonProps={{ danger: !approve, loading: decide.isPending }}
      onCancel={onClose}
      onOk={() =>
        decide.mutate(
          { id: row.id, approve, note },
          {
            onSuccess: () => {
              void message.success(t(approve ? 'members.adjustments.approved' : 'members.adjustments.rejected'))
              onClose()
            },
          },
        )
      }
    >
      <Typography.Paragraph>
        {t('members.adjustments.decisionSummary', {
          username: row.username,
          amount: formatMoney(row.amount, currency, { sign: true }),
          requestedBy: row.requestedBy,
        })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{row.reason}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={200}
        showCount
        style={{ marginBottom: 20 }}
        value={note}
        placeholder={t('members.adjustments.notePlaceholder')}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  )
}
