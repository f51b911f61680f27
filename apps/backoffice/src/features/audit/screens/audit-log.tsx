import { DownloadOutlined, SearchOutlined } from '@ant-design/icons'
import type { AuditRow } from '@parlor/contract'
import { Button, DatePicker, Flex, Input, Select, Table, Tag, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuditDiff } from '@/components/audit-diff'
import { auditActionLabel } from '@/components/audit-trail'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useUrlTable } from '@/components/use-url-table'
import { type AuditFilter, auditExportUrl, useAuditLog } from '../api/get-audit-log'

const FILTERS = ['of', 'actor', 'action', 'target', 'from', 'to'] as const
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The calendar days in the URL (`from`, `to`, inclusive, in the browser's time zone) as the
 * instants the server filters on.
 */
export function auditFilterOf(filters: Partial<Record<(typeof FILTERS)[number], string>>): AuditFilter {
  const day = (v: string | undefined) => (v && DAY.test(v) ? dayjs(v) : null)
  const from = day(filters.from)
  const to = day(filters.to)
  return {
    merchant: filters.of || undefined,
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    target: filters.target || undefined,
    from: from ? from.startOf('day').toISOString() : undefined,
    to: to ? to.endOf('day').toISOString() : undefined,
  }
}

/**
 * Every operator action: who, from where, what, on what, and the record before and after. Filters
 * and page live in the URL (the picker's `merchant` is not a filter here: `of` picks one merchant
 * or none for all); the CSV export takes the same filter.
 */
export default function AuditLogScreen() {
  const { t } = useTranslation()
  const { options } = useMerchant()
  const table = useUrlTable({ filters: FILTERS, defaultPageSize: 50 })
  const f = table.filters
  const filter = auditFilterOf(f)
  const log = useAuditLog({ ...filter, page: table.page, pageSize: table.pageSize })

  // Text filters are typed first and applied with Search (or Enter), not on every keystroke.
  const [draft, setDraft] = useState({ actor: f.actor ?? '', action: f.action ?? '', target: f.target ?? '' })
  useEffect(
    () => setDraft({ actor: f.actor ?? '', action: f.action ?? '', target: f.target ?? '' }),
    [f.actor, f.action, f.target],
  )
  const apply = () => table.setFilters(draft)
  const range: [Dayjs | null, Dayjs | null] = [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null]

  return (
    <>
      <PageHeader
        title={t('menu.audit')}
        extra={
          <Button icon={<DownloadOutlined />} href={auditExportUrl(filter)} download data-testid="audit-export">
            {t('common.exportCsv')}
          </Button>
        }
      />
      <form
        onSubmit={(e) => {
          e.preventDefault()
          apply()
        }}
      >
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label={t('audit.filter.merchant')}
            style={{ width: 200 }}
            value={f.of ?? ''}
            onChange={(v: string) => table.setFilters({ of: v })}
            options={[
              { value: '', label: t('audit.filter.allMerchants') },
              ...options.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` })),
            ]}
          />
          <Input
            aria-label={t('audit.filter.actor')}
            placeholder={t('audit.filter.actor')}
            style={{ width: 160 }}
            value={draft.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            allowClear
          />
          <Input
            aria-label={t('audit.filter.action')}
            placeholder={t('audit.filter.actionHint')}
            style={{ width: 200 }}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            allowClear
          />
          <Input
            aria-label={t('audit.filter.target')}
            placeholder={t('audit.filter.target')}
            style={{ width: 180 }}
            value={draft.target}
            onChange={(e) => setDraft({ ...draft, target: e.target.value })}
            allowClear
          />
          <DatePicker.RangePicker
            aria-label={t('audit.filter.dates')}
            value={range}
            allowEmpty={[true, true]}
            onChange={(v) => table.setFilters({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
          />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button onClick={() => table.resetFilters()}>{t('common.reset')}</Button>
        </Flex>
      </form>
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        dataSource={log.data?.rows ?? []}
        pagination={table.pagination(log.data?.total)}
        expandable={{
          expandedRowRender: (row) => <AuditDiff row={row} />,
          rowExpandable: (row) => row.before != null || row.after != null || Object.keys(row.detail ?? {}).length > 0,
        }}
        columns={[
          {
            title: t('audit.col.at'),
            dataIndex: 'at',
            width: 170,
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('audit.col.merchant'), dataIndex: 'merchant', width: 110, render: (m: string | null) => m ?? '—' },
          {
            title: t('audit.col.actor'),
            dataIndex: 'actor',
            render: (actor: string, r) => (
              <>
                <Typography.Text strong>{actor}</Typography.Text>{' '}
                <Tag>{t(`audit.actorType.${r.actorType}`, { defaultValue: r.actorType })}</Tag>
              </>
            ),
          },
          { title: t('audit.col.ip'), dataIndex: 'ip', width: 140, render: (ip: string | null) => ip ?? '—' },
          {
            title: t('audit.col.action'),
            dataIndex: 'action',
            // The label in the staff member's language; the code is what the action filter takes.
            render: (a: string) => (
              <Flex vertical gap={2} align="start">
                <span>{auditActionLabel(t, a)}</span>
                <Typography.Text code>{a}</Typography.Text>
              </Flex>
            ),
          },
          { title: t('audit.col.target'), dataIndex: 'target', render: (x: string | null) => x ?? '—' },
        ]}
      />
    </>
  )
}
