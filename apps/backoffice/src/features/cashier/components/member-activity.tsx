import dayjs from 'dayjs'
import { Alert, Card, Descriptions, Empty, Skeleton, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMoney, sumMajor } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { useMemberActivity } from '../api/get-member-activity'

const CASH_KINDS = /^(deposit|withdraw)/

/**
 * What the reviewer needs beside an order: the member's balance and status, the last deposits and
 * withdrawals from the ledger, and recent rounds with their turnover.
 */
export function MemberActivity({
  merchant,
  username,
  memberPath,
}: {
  merchant: string
  username: string
  memberPath: (id: number) => string
}) {
  const { t } = useTranslation()
  const canRead = useCan('members.read')
  const activity = useMemberActivity(merchant, username, canRead)
  if (!canRead) return null
  if (activity.isPending)
    return (
      <Card title={t('cashier.activity.title')}>
        <Skeleton active />
      </Card>
    )
  if (activity.isError)
    return (
      <Alert type="warning" showIcon title={t('cashier.activity.unavailable')} description={activity.error.message} />
    )
  const m = activity.data
  if (!m)
    return (
      <Card title={t('cashier.activity.title')}>
        <Empty description={t('cashier.activity.notFound')} />
      </Card>
    )

  const money = (v: string) => formatMoney(v, m.currency)
  const cash = m.ledger.filter((l) => CASH_KINDS.test(l.kind)).slice(0, 6)
  const rounds = m.rounds.slice(0, 6)
  const turnover = sumMajor(m.rounds.map((r) => r.bet))
  const wins = sumMajor(m.rounds.map((r) => r.win))

  return (
    <Card
      title={t('cashier.activity.title')}
      extra={<Link to={memberPath(m.id)}>{t('cashier.activity.openMember')}</Link>}
      size="small"
    >
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'member', label: t('cashier.col.member'), children: m.username },
          {
            key: 'balance',
            label: t('members.balance'),
            children: <Typography.Text strong>{money(m.balance)}</Typography.Text>,
          },
          {
            key: 'status',
            label: t('members.col.status'),
            children: (
              <>
                <Tag color={m.status === 'active' ? 'green' : 'red'}>{t(`members.status.${m.status}`)}</Tag>
                {m.testAccount && <Tag color="purple">{t('members.testAccount')}</Tag>}
              </>
            ),
          },
          { key: 'created', label: t('members.col.createdAt'), children: dayjs(m.createdAt).format('YYYY-MM-DD') },
          {
            key: 'turnover',
            label: t('cashier.activity.turnover'),
            children: `${money(turnover)} · ${t('cashier.activity.roundCount', { count: m.rounds.length })}`,
          },
          { key: 'wins', label: t('cashier.activity.wins'), children: money(wins) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('cashier.activity.cash')}
      </Typography.Title>
      <Table
        rowKey="transactionId"
        size="small"
        pagination={false}
        dataSource={cash}
        locale={{ emptyText: t('cashier.activity.noCash') }}
        columns={[
          { title: t('members.col.at'), dataIndex: 'at', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          {
            title: t('members.col.kind'),
            dataIndex: 'kind',
            render: (v: string) => <Tag>{t(`members.ledgerKind.${v}`, { defaultValue: v })}</Tag>,
          },
          { title: t('members.col.amount'), dataIndex: 'amount', align: 'right', render: money },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('cashier.activity.rounds')}
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rounds}
        locale={{ emptyText: t('cashier.activity.noRounds') }}
        columns={[
          { title: t('members.col.at'), dataIndex: 'at', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          { title: t('members.col.game'), dataIndex: 'game' },
          { title: t('members.col.bet'), dataIndex: 'bet', align: 'right', render: money },
          { title: t('members.col.win'), dataIndex: 'win', align: 'right', render: money },
        ]}
      />
    </Card>
  )
}
