import { DeleteOutlined } from '@ant-design/icons'
import { type BoMerchantSettings, boMerchantSettingsSchema } from '@parlor/contract'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'
import { useCreateMaintenanceWindow } from '../api/create-maintenance-window'
import { useDeleteMaintenanceWindow } from '../api/delete-maintenance-window'
import { useMaintenanceWindows } from '../api/get-maintenance-windows'
import { useVendorOptions } from '../api/get-vendor-options'
import { ItemErrors } from './item-errors'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema.pick({ maintenance: true, regionRestriction: true, allowedCountries: true })

export function MaintenanceTab(props: { settings: BoMerchantSettings; canWrite: boolean; vendor?: string | null }) {
  const { settings, canWrite } = props
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control } = form
  const maintenance = form.watch('maintenance') as boolean
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SettingsFormFrame {...frame} canWrite={canWrite} testId="maintenance-tab">
        <Row gutter={16}>
          <Col span={8}>
            <RhfField
              control={control}
              name="maintenance"
              label={t('merchants.maintenance.now')}
              extra={t('merchants.maintenance.nowHelp')}
            >
              {(field) => <Switch id="maintenance" checked={field.value} onChange={field.onChange} />}
            </RhfField>
          </Col>
          <Col span={8}>
            <RhfField
              control={control}
              name="regionRestriction"
              label={t('merchants.maintenance.region')}
              extra={t('merchants.maintenance.regionHelp')}
            >
              {(field) => <Switch id="regionRestriction" checked={field.value} onChange={field.onChange} />}
            </RhfField>
          </Col>
          <Col span={8}>
            <RhfField
              control={control}
              name="allowedCountries"
              label={t('merchants.maintenance.countries')}
              extra={t('merchants.maintenance.countriesHelp')}
            >
              {(field) => (
                <Select
                  {...field}
                  id="allowedCountries"
                  mode="tags"
                  open={false}
                  tokenSeparators={[',', ' ']}
                  onChange={(v: string[]) => field.onChange(v.map((c) => c.trim().toUpperCase()))}
                  placeholder="PH, US"
                />
              )}
            </RhfField>
            <ItemErrors
              error={form.formState.errors.allowedCountries}
              values={form.watch('allowedCountries') as string[]}
            />
          </Col>
        </Row>
        {maintenance && (
          <Alert type="warning" showIcon title={t('merchants.maintenance.onWarning')} style={{ marginBottom: 8 }} />
        )}
      </SettingsFormFrame>
      <MaintenanceWindows merchant={settings.code} canWrite={canWrite} vendor={props.vendor ?? null} />
    </Space>
  )
}

type WindowState = 'now' | 'upcoming' | 'past'
const windowState = (w: { startsAt: string; endsAt: string }, now = Date.now()): WindowState =>
  Date.parse(w.endsAt) <= now ? 'past' : Date.parse(w.startsAt) <= now ? 'now' : 'upcoming'
const STATE_COLOR: Record<WindowState, string> = { now: 'red', upcoming: 'blue', past: 'default' }

/** Planned windows for the whole merchant or one of its vendors; the server enforces them. */
function MaintenanceWindows({
  merchant,
  canWrite,
  vendor,
}: {
  merchant: string
  canWrite: boolean
  vendor: string | null
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const windows = useMaintenanceWindows(merchant)
  const vendors = useVendorOptions(merchant)
  const create = useCreateMaintenanceWindow(merchant)
  const remove = useDeleteMaintenanceWindow(merchant)
  const [scope, setScope] = useState<string>(vendor ?? '')
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const vendorName = (code: string | null) =>
    code === null
      ? t('merchants.maintenance.wholeMerchant')
      : (vendors.data?.find((v) => v.code === code)?.name ?? code)

  const submit = async () => {
    setError(null)
    const [from, to] = range ?? []
    if (!from || !to) return setError(t('merchants.maintenance.pickRange'))
    if (!to.isAfter(from)) return setError(t('validation.ends_before_start'))
    try {
      await create.mutateAsync({
        merchant,
        vendorCode: scope === '' ? null : scope,
        startsAt: from.toISOString(),
        endsAt: to.toISOString(),
        note,
      })
      setRange(null)
      setNote('')
      void message.success(t('merchants.maintenance.created'))
    } catch (e) {
      setError((e as Error).message)
    }
  }

  return (
    <Card size="small" title={t('merchants.maintenance.windows')}>
      {canWrite && (
        <Form layout="vertical" component={false}>
          <Row gutter={12} align="bottom">
            <Col span={8}>
              <Form.Item label={t('merchants.maintenance.scope')} htmlFor="window-scope">
                <Select
                  id="window-scope"
                  value={scope}
                  onChange={setScope}
                  options={[
                    { value: '', label: t('merchants.maintenance.wholeMerchant') },
                    ...(vendors.data ?? []).map((v) => ({ value: v.code, label: `${v.name} (${v.code})` })),
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item
                label={t('merchants.maintenance.range')}
                validateStatus={error ? 'error' : undefined}
                help={error ?? undefined}
              >
                <DatePicker.RangePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  value={range}
                  onChange={(v) => setRange(v)}
                  disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item label={t('merchants.maintenance.note')} htmlFor="window-note">
                <Input id="window-note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item>
                <Button type="primary" onClick={submit} loading={create.isPending} block>
                  {t('merchants.maintenance.schedule')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
      <Table
        size="small"
        rowKey="id"
        loading={windows.isLoading}
        dataSource={windows.data ?? []}
        pagination={false}
        locale={{ emptyText: t('merchants.maintenance.noWindows') }}
        columns={[
          {
            title: t('merchants.maintenance.state'),
            width: 110,
            render: (_, w) => {
              const s = windowState(w)
              return <Tag color={STATE_COLOR[s]}>{t(`merchants.maintenance.states.${s}`)}</Tag>
            },
          },
          { title: t('merchants.maintenance.scope'), render: (_, w) => vendorName(w.vendorCode) },
          {
            title: t('merchants.maintenance.from'),
            dataIndex: 'startsAt',
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('merchants.maintenance.to'),
            dataIndex: 'endsAt',
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          { title: t('merchants.maintenance.note'), dataIndex: 'note' },
          { title: t('merchants.maintenance.createdBy'), dataIndex: 'createdBy' },
          ...(canWrite
            ? [
                {
                  title: '',
                  width: 60,
                  render: (_: unknown, w: { id: number }) => (
                    <Popconfirm
                      title={t('merchants.maintenance.deleteConfirm')}
                      okText={t('merchants.delete')}
                      onConfirm={() => remove.mutateAsync(w.id)}
                    >
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('merchants.delete')} />
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('merchants.maintenance.windowsHelp')}
      </Typography.Text>
    </Card>
  )
}
