import dayjs from 'dayjs'
import type { boMemberDetailSchema } from '@parlor/contract'
import { Card, Col, Descriptions, Result, Row, Skeleton, Statistic, Table, Tabs, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { formatMoney } from '@/lib/money'
import { useMember } from '../api/get-member'
import { MemberActions } from './member-actions'
import { MemberStatusTags } from './member-status-tags'
import { RgPanel } from './rg-panel'

type MemberDetail = z.infer<typeof boMemberDetailSchema>

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—')

/**
 * One member: the profile with its balance and the actions the role allows, the recent history in
 * tabs, and the member's audit trail beside (passed in by the route, which composes features).
 */
export function MemberDetailView({
  id,
  merchant,
  auditTrail,
}: {
  id: number
  merchant: string
  auditTrail: ReactNode
}) {
  const { t } = useTranslation()
  const member = useMember(id)
  if (member.isPending) return <Skeleton active />
  if (member.isError) return <Result status="warning" title={t('members.notFound')} subTitle={member.error.message} />
  const m = member.data

  return (
    <Row gutter={16} align="top">
      <Col xs={24} xl={16}>
        <Card
          title={
            <span>
              {m.username} <MemberStatusTags status={m.status} testAccount={m.testAccount} agent={m.agent} />
            </span>
          }
          extra={<Typography.Text type="secondary">#{m.id}</Typography.Text>}
        >
          <Row gutter={24}>
            <Col span={7}>
              <Statistic title={t('members.balance')} value={formatMoney(m.balance, m.currency)} />
              {Number(m.bonusBalance) > 0 && (
                <Typography.Text type="secondary" data-testid="member-bonus">
                  {t('members.bonusBalance', { amount: formatMoney(m.bonusBalance, m.currency) })}
                </Typography.Text>
              )}
            </Col>
            <Col span={17}>
              <Descriptions
                size="small"
                column={2}
                items={[
                  { key: 'realName', label: t('members.realName'), children: m.realName ?? '—' },
                  { key: 'birthDate', label: t('members.birthDate.label'), children: m.birthDate ?? '—' },
                  { key: 'mobile', label: t('members.col.mobile'), children: m.mobile ?? '—' },
                  { key: 'email', label: t('members.col.email'), children: m.email ?? '—' },
                  { key: 'parent', label: t('members.parent'), children: m.parent ?? '—' },
                  {
                    key: 'vip',
                    label: t('members.vipLevel'),
                    children: m.vipLevel === null ? '—' : `VIP${m.vipLevel}`,
                  },
                  { key: 'created', label: t('members.col.createdAt'), children: when(m.createdAt) },
                  { key: 'login', label: t('members.col.lastLogin'), children: when(m.lastLoginAt) },
                  { key: 'ip', label: t('members.lastLoginIp'), children: m.lastLoginIp ?? '—' },
                  {
                    key: 'twoStep',
                    label: t('members.protection.twoStep'),
                    children: (
                      <Tag color={m.twoStep ? 'green' : 'default'}>
                        {t(m.twoStep ? 'members.protection.on' : 'members.protection.off')}
                      </Tag>
                    ),
                  },
                ]}
              />
            </Col>
          </Row>
          <MemberActions merchant={merchant} member={m} />
        </Card>
        <RgPanel memberId={m.id} />
        <Card style={{ marginTop: 16 }}>
          <MemberTabs m={m} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        {auditTrail}
      </Col>
    </Row>
  )
}

function MemberTabs({ m }: { m: MemberDetail }) {
  const { t } = useTranslation()
  const money = (v: string) => formatMoney(v, m.currency)
  return (
    <Tabs
      items={[
        {
          key: 'sessions',
          label: t('members.tabs.sessions', { count: m.sessions.length }),
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={m.sessions}
              locale={{ emptyText: t('members.noSessions') }}
              columns={[
                { title: t('members.col.device'), dataIndex: 'device', render: (v: string | null) => v ?? '—' },
                { title: t('members.col.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
                { title: t('members.col.startedAt'), dataIndex: 'createdAt', render: when },
                { title: t('members.col.lastSeenAt'), dataIndex: 'lastSeenAt', render: when },
              ]}
            />
          ),
        },
        {
          key: 'logins',
          label: t('members.tabs.logins'),
          children: (
            <Table
              rowKey={(r) => `${r.at}-${r.ip}`}
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={m.logins}
              columns={[
                { title: t('members.col.at'), dataIndex: 'at', render: when },
                { title: t('members.col.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
                { title: t('members.col.device'), dataIndex: 'device', render: (v: string | null) => v ?? '—' },
                {
                  title: t('members.col.result'),
                  dataIndex: 'ok',
                  render: (ok: boolean) => (
                    <Tag color={ok ? 'green' : 'red'}>{t(ok ? 'members.login.ok' : 'members.login.failed')}</Tag>
                  ),
                },
              ]}
            />
          ),
        },
        {
          key: 'ledger',
          label: t('members.tabs.ledger'),
          children: (
            <Table
              rowKey="transactionId"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={m.ledger}
              columns={[
                { title: t('members.col.at'), dataIndex: 'at', render: when },
                {
                  title: t('members.col.kind'),
                  dataIndex: 'kind',
                  render: (v: string) => <Tag>{t(`members.ledgerKind.${v}`, { defaultValue: v })}</Tag>,
                },
                {
                  title: t('members.col.amount'),
                  dataIndex: 'amount',
                  align: 'right',
                  render: (v: string) => (
                    <Typography.Text type={v.startsWith('-') ? 'danger' : 'success'}>{money(v)}</Typography.Text>
                  ),
                },
                { title: t('members.col.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: money },
                { title: t('members.col.reference'), dataIndex: 'reference', render: (v: string | null) => v ?? '—' },
              ]}
            />
          ),
        },
        {
          key: 'rounds',
          label: t('members.tabs.rounds'),
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={m.rounds}
              columns={[
                { title: t('members.col.at'), dataIndex: 'at', render: when },
                { title: t('members.col.provider'), dataIndex: 'provider' },
                { title: t('members.col.game'), dataIndex: 'game' },
                { title: t('members.col.bet'), dataIndex: 'bet', align: 'right', render: money },
                { title: t('members.col.win'), dataIndex: 'win', align: 'right', render: money },
                {
                  title: t('members.col.roundStatus'),
                  dataIndex: 'status',
                  render: (v: string) => <Tag>{t(`members.roundStatus.${v}`, { defaultValue: v })}</Tag>,
                },
              ]}
            />
          ),
        },
        {
          key: 'inbox',
          label: t('members.tabs.inbox'),
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={m.inbox}
              columns={[
                { title: t('members.col.at'), dataIndex: 'at', render: when },
                { title: t('members.col.title'), dataIndex: 'title' },
                {
                  title: t('members.col.read'),
                  dataIndex: 'read',
                  render: (r: boolean) => (
                    <Tag color={r ? 'default' : 'blue'}>{t(r ? 'members.inbox.read' : 'members.inbox.unread')}</Tag>
                  ),
                },
              ]}
            />
          ),
        },
      ]}
    />
  )
}
