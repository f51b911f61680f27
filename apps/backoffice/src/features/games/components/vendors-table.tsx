import { CalendarOutlined } from '@ant-design/icons'
import type { boVendorRowSchema } from '@parlor/contract'
import { Badge, Button, Card, Switch, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import { useVendorList } from '../api/get-vendor-list'
import { useUpdateVendor } from '../api/update-vendor'

type VendorRow = z.infer<typeof boVendorRowSchema>

/**
 * The merchant's vendors: offered or not, switched to maintenance now, and a link to plan a window
 * (the merchant's maintenance tab) and to the vendor's games.
 */
export function VendorsTable(props: {
  merchant: string
  canWrite: boolean
  gamesHref: (vendor: string) => string
  scheduleHref: (vendor: string) => string
}) {
  const { t } = useTranslation()
  const { merchant, canWrite } = props
  const list = useVendorList(merchant)
  const update = useUpdateVendor(merchant)
  const pending = (code: string) => update.isPending && update.variables?.code === code
  return (
    <Card>
      <Table<VendorRow>
        rowKey="code"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          {
            title: t('games.vendors.vendor'),
            render: (_, v) => (
              <div>
                <div>{v.name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {v.code}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: t('games.vendors.category'),
            dataIndex: 'category',
            width: 130,
            render: (c: string) => <Tag>{t(`games.types.${c}`, { defaultValue: c })}</Tag>,
          },
          {
            title: t('games.vendors.games'),
            dataIndex: 'games',
            width: 100,
            align: 'right',
            render: (n: number, v) => <Link to={props.gamesHref(v.code)}>{n}</Link>,
          },
          {
            title: t('games.vendors.status'),
            width: 170,
            render: (_, v) =>
              !v.enabled ? (
                <Badge status="default" text={t('games.vendors.off')} />
              ) : v.maintenanceNow ? (
                <Badge status="warning" text={t('games.vendors.maintenanceNow')} />
              ) : (
                <Badge status="success" text={t('games.vendors.live')} />
              ),
          },
          {
            title: t('games.vendors.enabled'),
            width: 100,
            render: (_, v) => (
              <Switch
                size="small"
                aria-label={`${t('games.vendors.enabled')} ${v.code}`}
                checked={v.enabled}
                loading={pending(v.code)}
                disabled={!canWrite}
                onChange={(on) => update.mutate({ code: v.code, patch: { merchant, enabled: on } })}
              />
            ),
          },
          {
            title: t('games.vendors.maintenance'),
            width: 120,
            render: (_, v) => (
              <Switch
                size="small"
                aria-label={`${t('games.vendors.maintenance')} ${v.code}`}
                checked={v.maintenance}
                loading={pending(v.code)}
                disabled={!canWrite}
                onChange={(on) => update.mutate({ code: v.code, patch: { merchant, maintenance: on } })}
              />
            ),
          },
          {
            title: '',
            width: 190,
            render: (_, v) => (
              <Link to={props.scheduleHref(v.code)}>
                <Button size="small" icon={<CalendarOutlined />}>
                  {t('games.vendors.schedule')}
                </Button>
              </Link>
            ),
          },
        ]}
      />
    </Card>
  )
}
