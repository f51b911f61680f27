import { PlusOutlined } from '@ant-design/icons'
import type { StaffRow } from '@parlor/contract'
import { Badge, Button, Input, Select, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/components/permission'
import { useUrlTable } from '@/components/use-url-table'
import { useMe } from '@/lib/session'
import { useStaffList } from '../api/get-staff-list'
import { canManage } from '../components/role-options'
import { ScopeTags } from '../components/scope-field'
import { StaffDrawer } from '../components/staff-drawer'

const ROLE_COLOR: Record<string, string> = {
  owner: 'magenta',
  admin: 'red',
  finance: 'gold',
  risk: 'volcano',
  support: 'blue',
  content: 'green',
  readOnly: 'default',
}

/** Staff accounts: who may sign in, with which role and over which merchants. */
export default function StaffListScreen() {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const canWrite = useCan('staff.write')
  const list = useStaffList()
  const table = useUrlTable({ filters: ['q', 'role', 'status'] as const })
  // The id, so the drawer shows the row as the list reloads it after a change.
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const { q, role, status } = table.filters

  const rows = useMemo(() => {
    const needle = q?.trim().toLowerCase()
    return (list.data ?? []).filter(
      (r) =>
        (!needle || r.username.includes(needle) || r.displayName.toLowerCase().includes(needle)) &&
        (!role || r.role === role) &&
        (!status || r.status === status),
    )
  }, [list.data, q, role, status])

  return (
    <>
      <PageHeader
        title={t('menu.staff')}
        extra={
          canWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('staff.create.button')}
            </Button>
          ) : null
        }
      />
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('staff.filter.search')}
          defaultValue={q}
          onSearch={(v) => table.setFilters({ q: v })}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder={t('staff.field.role')}
          value={role}
          onChange={(v?: string) => table.setFilters({ role: v })}
          options={Object.keys(ROLE_COLOR).map((r) => ({ value: r, label: t(`staff.roles.${r}`) }))}
          style={{ width: 160 }}
        />
        <Select
          allowClear
          placeholder={t('common.status')}
          value={status}
          onChange={(v?: string) => table.setFilters({ status: v })}
          options={[
            { value: 'active', label: t('staff.status.active') },
            { value: 'disabled', label: t('staff.status.disabled') },
          ]}
          style={{ width: 160 }}
        />
      </div>
      <Table<StaffRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        pagination={table.pagination(rows.length)}
        columns={[
          {
            title: t('staff.field.username'),
            dataIndex: 'username',
            render: (u: string, r) => (
              <>
                <Typography.Text strong>{u}</Typography.Text>
                {r.id === me?.id ? <Tag style={{ marginInlineStart: 8 }}>{t('staff.you')}</Tag> : null}
              </>
            ),
          },
          { title: t('staff.field.displayName'), dataIndex: 'displayName' },
          {
            title: t('staff.field.role'),
            dataIndex: 'role',
            render: (r: string) => <Tag color={ROLE_COLOR[r]}>{t(`staff.roles.${r}`)}</Tag>,
          },
          {
            title: t('staff.field.scope'),
            dataIndex: 'merchants',
            render: (m: StaffRow['merchants']) => <ScopeTags scope={m} />,
          },
          {
            title: t('common.status'),
            dataIndex: 'status',
            render: (s: string) => (
              <Badge status={s === 'active' ? 'success' : 'default'} text={t(`staff.status.${s}`)} />
            ),
          },
          {
            title: t('staff.field.totp'),
            dataIndex: 'totpEnrolled',
            render: (e: boolean) =>
              e ? t('staff.totp.enrolled') : <Tag color="orange">{t('staff.totp.pending')}</Tag>,
          },
          {
            title: t('staff.field.lastLogin'),
            dataIndex: 'lastLoginAt',
            render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 100,
            render: (_, r) =>
              canWrite && canManage(me?.role, r.role) ? (
                <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(r.id)}>
                  {t('common.edit')}
                </Button>
              ) : null,
          },
        ]}
      />
      <StaffDrawer
        open={editing !== null}
        row={editing === 'new' ? null : (list.data?.find((r) => r.id === editing) ?? null)}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
