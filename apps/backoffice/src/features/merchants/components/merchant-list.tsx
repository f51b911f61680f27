import { SettingOutlined } from '@ant-design/icons'
import type { z } from 'zod'
import type { boMerchantRowSchema } from '@parlor/contract'
import { Badge, Button, Card, Space, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMerchantList } from '../api/get-merchant-list'

type Row = z.infer<typeof boMerchantRowSchema>

/** Every merchant in the staff member's scope; the one picked in the header is marked. */
export function MerchantList(props: { selected: string | null; settingsHref: (code: string) => string }) {
  const { t } = useTranslation()
  const list = useMerchantList()
  return (
    <Card>
      <Table<Row>
        rowKey="code"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        rowClassName={(r) => (r.code === props.selected ? 'ant-table-row-selected' : '')}
        columns={[
          {
            title: t('merchants.list.code'),
            dataIndex: 'code',
            width: 110,
            render: (code: string) => (
              <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                {code}
              </Typography.Text>
            ),
          },
          { title: t('merchants.list.name'), dataIndex: 'name' },
          { title: t('merchants.list.currency'), dataIndex: 'currency', width: 90 },
          {
            title: t('merchants.list.languages'),
            render: (_, r) => (
              <Space size={2} wrap>
                {r.languages.map((l) => (
                  <Tag key={l} color={l === r.defaultLanguage ? 'blue' : undefined}>
                    {l}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('merchants.list.domains'),
            render: (_, r) => (
              <Typography.Text ellipsis style={{ maxWidth: 260 }} title={r.domains.join(', ')}>
                {r.domains.join(', ') || '–'}
              </Typography.Text>
            ),
          },
          { title: t('merchants.list.members'), dataIndex: 'members', align: 'right', width: 100 },
          {
            title: t('merchants.list.status'),
            width: 150,
            render: (_, r) =>
              r.maintenance || r.maintenanceNow ? (
                <Badge status="warning" text={t('merchants.list.maintenance')} />
              ) : (
                <Badge status="success" text={t('merchants.list.open')} />
              ),
          },
          {
            title: '',
            width: 120,
            render: (_, r) => (
              <Link to={props.settingsHref(r.code)}>
                <Button size="small" icon={<SettingOutlined />}>
                  {t('merchants.list.settings')}
                </Button>
              </Link>
            ),
          },
        ]}
      />
    </Card>
  )
}
