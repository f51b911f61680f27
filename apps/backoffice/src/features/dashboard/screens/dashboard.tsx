import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons'
import type { Permission } from '@parlor/contract'
import { Badge, Button, Card, Col, Result, Row, Statistic, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/components/permission'
import { href, type ScreenId } from '@/config/paths'
import { formatMoney } from '@/lib/money'
import { useDashboard } from '../api/get-dashboard'

interface Queue {
  key: 'pendingDeposits' | 'pendingWithdrawals' | 'pendingAdjustments'
  screen: ScreenId
  permission: Permission
  /** Only the list's pending rows. */
  query: Record<string, string>
}

const QUEUES: readonly Queue[] = [
  { key: 'pendingDeposits', screen: 'deposits', permission: 'cashier.read', query: { status: 'pending' } },
  { key: 'pendingWithdrawals', screen: 'withdrawals', permission: 'cashier.read', query: { status: 'pending' } },
  { key: 'pendingAdjustments', screen: 'adjustments', permission: 'members.read', query: { state: 'pending' } },
]

/** Today at a glance for the picked merchant, and the queues waiting for someone. */
export default function DashboardScreen() {
  const { t } = useTranslation()
  const { code, currency, options } = useMerchant()
  const query = useDashboard(code)
  const name = options.find((o) => o.code === code)?.name ?? code
  const d = query.data
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        extra={
          <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('dashboard.refresh')}
          </Button>
        }
      >
        <Typography.Text type="secondary">
          {t('dashboard.subtitle', { merchant: name, date: dayjs().format('YYYY-MM-DD') })}
        </Typography.Text>
      </PageHeader>
      {query.isError ? (
        <Result status="error" title={t('dashboard.loadFailed')} subTitle={query.error.message} />
      ) : (
        <>
          <Typography.Title level={5}>{t('dashboard.queues')}</Typography.Title>
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            {QUEUES.map((q) => (
              <Col key={q.key} xs={24} md={8}>
                <QueueCard queue={q} count={d?.[q.key]} loading={query.isPending} merchant={code} />
              </Col>
            ))}
          </Row>
          <Typography.Title level={5}>{t('dashboard.today')}</Typography.Title>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Card loading={query.isPending}>
                <Statistic
                  title={t('dashboard.todayGgr')}
                  value={d ? formatMoney(d.todayGgr, currency) : ''}
                  styles={{ content: { color: d?.todayGgr.startsWith('-') ? '#cf1322' : undefined } }}
                />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card loading={query.isPending}>
                <Statistic
                  title={t('dashboard.todayDeposits')}
                  value={d ? formatMoney(d.todayDeposits, currency) : ''}
                />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card loading={query.isPending}>
                <Statistic title={t('dashboard.todayNewPlayers')} value={d?.todayNewPlayers ?? ''} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </>
  )
}

function QueueCard({
  queue,
  count,
  loading,
  merchant,
}: {
  queue: Queue
  count: number | undefined
  loading: boolean
  merchant: string
}) {
  const { t } = useTranslation()
  const canOpen = useCan(queue.permission)
  const waiting = (count ?? 0) > 0
  return (
    <Card
      loading={loading}
      data-testid={`queue-${queue.key}`}
      actions={
        canOpen
          ? [
              <Link key="open" to={href(queue.screen, {}, { merchant, ...queue.query })}>
                {t('dashboard.openQueue')} <ArrowRightOutlined />
              </Link>,
            ]
          : undefined
      }
    >
      <Statistic
        title={
          <span>
            <Badge status={waiting ? 'warning' : 'success'} /> {t(`dashboard.${queue.key}`)}
          </span>
        }
        value={count ?? 0}
        styles={{ content: { color: waiting ? '#d46b08' : undefined } }}
      />
    </Card>
  )
}
