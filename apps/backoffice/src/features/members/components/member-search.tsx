import dayjs from 'dayjs'
import type { z } from 'zod'
import type { boMemberRowSchema } from '@parlor/contract'
import { Card, Flex, Input, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUrlTable } from '@/components/use-url-table'
import { formatMoney } from '@/lib/money'
import { useMembers } from '../api/get-members'
import { MemberStatusTags } from './member-status-tags'

type MemberRow = z.infer<typeof boMemberRowSchema>

/**
 * The member search: one box for account, mobile, email or IP, and a paged table. The search and
 * the page live in the URL so a reload or a shared link shows the same rows.
 */
export function MemberSearch({
  merchant,
  currency,
  detailPath,
}: {
  merchant: string
  currency: string
  /** Where a row links to (the detail route, with the merchant kept in the query). */
  detailPath: (id: number) => string
}) {
  const { t } = useTranslation()
  const table = useUrlTable({ filters: ['q'] as const })
  const q = table.filters.q ?? ''
  const list = useMembers({ merchant, q, page: table.page, pageSize: table.pageSize })

  const columns: ColumnsType<MemberRow> = [
    {
      title: t('members.col.username'),
      dataIndex: 'username',
      render: (_, r) => <Link to={detailPath(r.id)}>{r.username}</Link>,
    },
    { title: t('members.col.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
    { title: t('members.col.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
    {
      title: t('members.col.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (v: string) => formatMoney(v, currency),
    },
    {
      title: t('members.col.status'),
      key: 'status',
      render: (_, r) => <MemberStatusTags status={r.status} testAccount={r.testAccount} agent={r.agent} />,
    },
    {
      title: t('members.col.lastLogin'),
      key: 'lastLogin',
      render: (_, r) =>
        r.lastLoginAt ? (
          <Flex vertical>
            <span>{dayjs(r.lastLoginAt).format('YYYY-MM-DD HH:mm')}</span>
            <Typography.Text type="secondary">{r.lastLoginIp ?? ''}</Typography.Text>
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      title: t('members.col.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD'),
    },
  ]

  return (
    <Card>
      <Flex vertical gap={16}>
        <Input.Search
          key={q}
          defaultValue={q}
          allowClear
          enterButton={t('members.search')}
          placeholder={t('members.searchPlaceholder')}
          style={{ maxWidth: 520 }}
          onSearch={(value) => table.setFilters({ q: value.trim() })}
        />
        <Table<MemberRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          locale={{ emptyText: q ? t('members.noMatch') : t('members.empty') }}
          pagination={table.pagination(list.data?.total)}
        />
      </Flex>
    </Card>
  )
}
