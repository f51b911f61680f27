import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { ANNOUNCEMENT_TYPES, type AnnouncementType, type BoAnnouncement, type Language } from '@parlor/contract'
import { Avatar, Button, Card, Drawer, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUrlTable } from '@/components/use-url-table'
import { localizedText } from '@/lib/i18n'
import { useDeleteAnnouncement } from '../api/delete-announcement'
import { useAnnouncementList } from '../api/get-announcement-list'
import { AnnouncementForm } from './announcement-form'
import { SCHEDULE_COLOR, scheduleState } from '@/components/schedule'

/** The tabs in the order operators think of them. */
const TABS: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H', 'A']

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '–')

/** Announcements of every type for the merchant in the header: a tab per type, paging in the URL. */
export function AnnouncementsScreen(props: {
  merchant: string
  merchantName: string
  accent?: string
  languages: readonly Language[]
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const table = useUrlTable({ filters: ['type'] as const })
  const rawType = table.filters.type as AnnouncementType | undefined
  const type: AnnouncementType = rawType && ANNOUNCEMENT_TYPES.includes(rawType) ? rawType : 'B'
  const { page, pageSize } = table
  const list = useAnnouncementList({ merchant: props.merchant, type, page, pageSize })
  const remove = useDeleteAnnouncement()
  const [editing, setEditing] = useState<BoAnnouncement | 'new' | null>(null)
  const formId = 'announcement-form'

  return (
    <Card>
      <Tabs
        tabBarExtraContent={
          props.canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t(`content.new.${type}`)}
            </Button>
          )
        }
        activeKey={type}
        onChange={(k) => table.setFilters({ type: k === 'B' ? undefined : k })}
        items={TABS.map((k) => ({ key: k, label: t(`content.types.${k}`) }))}
      />
      <Table<BoAnnouncement>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: t('content.announcements.empty') }}
        pagination={table.pagination(list.data?.total)}
        columns={[
          ...(type === 'B' || type === 'PR' || type === 'PU'
            ? [
                {
                  title: '',
                  width: 76,
                  render: (_: unknown, r: BoAnnouncement) => (
                    <Avatar shape="square" size={48} src={r.imageUrl ?? undefined} style={{ width: 64 }} />
                  ),
                },
              ]
            : []),
          {
            title: t('content.columns.title'),
            render: (_, r) => (
              <Typography.Text ellipsis style={{ maxWidth: 380 }}>
                {localizedText(r.titles, props.languages) || t('content.untitled')}
              </Typography.Text>
            ),
          },
          {
            title: t('content.columns.status'),
            width: 110,
            render: (_, r) => {
              const s = scheduleState(r)
              return <Tag color={SCHEDULE_COLOR[s]}>{t(`content.schedule.${s}`)}</Tag>
            },
          },
          ...(type === 'PU'
            ? [
                {
                  title: t('content.form.execution'),
                  width: 140,
                  render: (_: unknown, r: BoAnnouncement) =>
                    r.execution ? t(`content.execution.${r.execution}`) : '–',
                },
              ]
            : []),
          {
            title: t('content.form.platform'),
            width: 100,
            render: (_, r) => t(`content.platform.${r.platform ?? 'both'}`),
          },
          { title: t('content.form.sort'), dataIndex: 'sort', width: 70, align: 'right' },
          { title: t('content.form.start'), width: 150, render: (_, r) => when(r.startAt) },
          { title: t('content.form.end'), width: 150, render: (_, r) => when(r.endAt) },
          {
            title: '',
            width: 100,
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t(props.canWrite ? 'content.edit' : 'content.view')}
                  onClick={() => setEditing(r)}
                />
                {props.canWrite && (
                  <Popconfirm
                    title={t('content.deleteConfirm')}
                    okText={t('content.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(r.id)}
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('content.delete')} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        size={1100}
        destroyOnHidden
        title={t(editing === 'new' ? `content.new.${type}` : 'content.editTitle', { type: t(`content.types.${type}`) })}
        extra={
          props.canWrite && (
            <Space>
              <Button onClick={() => setEditing(null)}>{t('content.cancel')}</Button>
              <Button type="primary" htmlType="submit" form={formId}>
                {t('content.save')}
              </Button>
            </Space>
          )
        }
      >
        {editing !== null && (
          <AnnouncementForm
            formId={formId}
            merchant={props.merchant}
            merchantName={props.merchantName}
            accent={props.accent}
            languages={props.languages}
            type={editing === 'new' ? type : editing.type}
            item={editing === 'new' ? null : editing}
            onSaved={() => setEditing(null)}
          />
        )}
      </Drawer>
    </Card>
  )
}
