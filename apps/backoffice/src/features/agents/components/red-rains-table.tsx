import { RED_RAIN_STATUSES, type BoRedRain } from '@parlor/contract'
import { Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUrlTable } from '@/components/use-url-table'
import { href } from '@/config/paths'
import { formatMoney } from '@/lib/money'
import { isRainStatus, useRedRains } from '../api/get-red-rains'

const STATUS_COLOR = { scheduled: 'blue', open: 'red', ended: 'default', cancelled: 'default' } as const
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')

/**
 * The agents' red-envelope rains (decision 049): who sent how much to how many, what was opened,
 * and what went back to the agent when the window closed. Filters live in the URL.
 */
export function RedRainsTable(props: { merchant: string; currency: string }) {
  const { t } = useTranslation()
  const table = useUrlTable({ filters: ['status', 'agent'] as const })
  const status = isRainStatus(table.filters.status) ? table.filters.status : undefined
  const list = useRedRains({
    merchant: props.merchant,
    status,
    agent: table.filters.agent,
    page: table.page,
    pageSize: table.pageSize,
  })
  const money = (amount: string) => formatMoney(amount, props.currency)
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('redRains.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('common.status')}
          style={{ width: 180 }}
          value={status ?? 'all'}
          onChange={(v) => table.setFilters({ status: v === 'all' ? undefined : v })}
          options={[
            { value: 'all', label: t('redRains.status.all') },
            ...RED_RAIN_STATUSES.map((s) => ({ value: s, label: t(`redRains.status.${s}`) })),
          ]}
        />
        <Input.Search
          aria-label={t('redRains.agent')}
          placeholder={t('redRains.agentPlaceholder')}
          defaultValue={table.filters.agent}
          allowClear
          enterButton={t('common.search')}
          onSearch={(v) => table.setFilters({ agent: v.trim() || undefined })}
          style={{ width: 320 }}
        />
        {(status || table.filters.agent) && <Button onClick={table.resetFilters}>{t('common.reset')}</Button>}
      </Space>
      <Table<BoRedRain>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: list.error ? list.error.message : t('redRains.empty') }}
        pagination={table.pagination(list.data?.total)}
        columns={[
          { title: t('redRains.col.started'), render: (_, r) => when(r.startsAt), width: 150 },
          {
            title: t('redRains.agent'),
            render: (_, r) => (
              <Link to={href('member', { id: r.agentId }, { merchant: props.merchant })}>{r.agent}</Link>
            ),
          },
          { title: t('redRains.col.total'), align: 'right', render: (_, r) => money(r.total) },
          { title: t('redRains.col.mode'), render: (_, r) => t(`redRains.mode.${r.mode}`) },
          {
            title: t('redRains.col.opened'),
            render: (_, r) =>
              t('redRains.openedOf', { opened: r.opened, count: r.envelopes, amount: money(r.openedAmount) }),
          },
          {
            title: t('redRains.col.returned'),
            align: 'right',
            render: (_, r) => (r.returned === null ? '—' : money(r.returned)),
          },
          { title: t('redRains.col.ends'), render: (_, r) => when(r.endsAt), width: 150 },
          {
            title: t('common.status'),
            render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`redRains.status.${r.status}`)}</Tag>,
          },
        ]}
      />
    </Card>
  )
}
