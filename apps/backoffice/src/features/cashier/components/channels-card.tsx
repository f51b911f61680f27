import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminChannel, adminChannelSchema, type Language, LANGUAGE_NAMES } from '@parlor/contract'
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AuditTrail } from '@/components/audit-trail'
import { applyServerError, RhfField } from '@/components/form/rhf-field'
import { issueCodes } from '@/components/form/zod-codes'
import { useSaveChannel } from '../api/cashier-settings'

const AMOUNT_LIST = /^\s*(\d{1,9}(\.\d{1,2})?\s*(,\s*\d{1,9}(\.\d{1,2})?\s*){0,7})?$/
const schema = adminChannelSchema
  .pick({ names: true, minAmount: true, maxAmount: true, feePercent: true, displayOrder: true })
  .extend({
    enabled: z.boolean(),
    maintenance: z.boolean(),
    /** Up to eight amounts, comma separated, as the deposit screen offers them as buttons. */
    quickAmounts: z.string().regex(AMOUNT_LIST, 'quick_amounts'),
    bankName: z.string().max(80),
    accountName: z.string().max(80),
    accountNumber: z.string().max(40),
    branch: z.string().max(80),
  })
  .refine((v) => Number(v.minAmount) <= Number(v.maxAmount), { path: ['maxAmount'], message: 'min_over_max' })
type Values = z.input<typeof schema>
const FIELDS = [...Object.keys(adminChannelSchema.shape), 'bankName', 'accountName', 'accountNumber', 'branch']

const valuesOf = (c: AdminChannel): Values => ({
  names: c.names,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  feePercent: c.feePercent,
  displayOrder: c.displayOrder,
  enabled: c.enabled,
  maintenance: c.maintenance,
  quickAmounts: c.quickAmounts.join(', '),
  bankName: c.account?.bankName ?? '',
  accountName: c.account?.accountName ?? '',
  accountNumber: c.account?.accountNumber ?? '',
  branch: c.account?.branch ?? '',
})

/** The channel's name in the staff member's language, else in any it has. */
function nameOf(c: AdminChannel, language: string): string {
  return c.names[language.toUpperCase()] ?? c.names.EN ?? Object.values(c.names)[0] ?? c.code
}

/**
 * The merchant's deposit channels, switched off ones too: limits, fee, order, on/off and
 * maintenance, edited one at a time (each save is audited). A manual channel also shows the
 * account members transfer to.
 */
export function ChannelsCard(props: { merchant: string; channels: AdminChannel[]; canWrite: boolean }) {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState<AdminChannel | null>(null)
  return (
    <Card title={t('cashierSettings.channels.title')} data-testid="channels">
      <Typography.Paragraph type="secondary">{t('cashierSettings.channels.intro')}</Typography.Paragraph>
      <Table<AdminChannel>
        rowKey="code"
        dataSource={props.channels}
        pagination={false}
        size="small"
        columns={[
          { title: t('cashierSettings.channels.col.order'), dataIndex: 'displayOrder', width: 70 },
          {
            title: t('cashierSettings.channels.col.name'),
            render: (_, c) => (
              <Space direction="vertical" size={0}>
                <span>{nameOf(c, i18n.language)}</span>
                <Typography.Text type="secondary">{c.code}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('cashierSettings.channels.col.kind'),
            render: (_, c) => `${t(`cashier.kind.${c.kind}`)} · ${c.provider}`,
          },
          {
            title: t('cashierSettings.channels.col.limits'),
            render: (_, c) => `${c.minAmount} – ${c.maxAmount}`,
          },
          { title: t('cashierSettings.channels.col.fee'), render: (_, c) => `${c.feePercent}%` },
          {
            title: t('common.status'),
            render: (_, c) =>
              !c.enabled ? (
                <Tag>{t('cashierSettings.channels.off')}</Tag>
              ) : c.maintenance ? (
                <Tag color="orange">{t('cashierSettings.channels.maintenance')}</Tag>
              ) : (
                <Tag color="green">{t('cashierSettings.channels.on')}</Tag>
              ),
          },
          {
            title: '',
            width: 90,
            render: (_, c) => (
              <Button
                size="small"
                onClick={() => setEditing(c)}
                aria-label={t('cashierSettings.channels.edit', { name: nameOf(c, i18n.language) })}
              >
                {props.canWrite ? t('common.edit') : t('cashierSettings.channels.view')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <ChannelModal
          key={editing.code}
          merchant={props.merchant}
          channel={editing}
          canWrite={props.canWrite}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  )
}

function ChannelModal(props: { merchant: string; channel: AdminChannel; canWrite: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const save = useSaveChannel()
  const c = props.channel
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, issueCodes),
    defaultValues: valuesOf(c),
    disabled: !props.canWrite,
  })
  const { control } = form
  const onSubmit = form.handleSubmit(async (v) => {
    const { quickAmounts, bankName, accountName, accountNumber, branch, ...rest } = v
    try {
      await save.mutateAsync({
        merchant: props.merchant,
        code: c.code,
        kind: c.kind,
        variant: c.variant,
        provider: c.provider,
        ...rest,
        quickAmounts: quickAmounts
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
          .map(Number),
        account:
          c.kind === 'manual'
            ? {
                bankName: bankName.trim(),
                accountName: accountName.trim(),
                accountNumber,
                branch: branch.trim() || null,
              }
            : null,
      })
      void message.success(t('cashierSettings.channels.saved', { name: nameOf(c, i18n.language) }))
      props.onClose()
    } catch (error) {
      if (!applyServerError(error, FIELDS, form.setError)) void message.error((error as Error).message)
    }
  })
  const text = (name: 'minAmount' | 'maxAmount' | 'bankName' | 'accountName' | 'accountNumber' | 'branch') => (
    <RhfField
      control={control}
      name={name}
      label={t(`cashierSettings.channels.field.${name}`)}
      required={name !== 'branch'}
    >
      {(field) => <Input {...field} id={name} />}
    </RhfField>
  )
  const toggle = (name: 'enabled' | 'maintenance') => (
    <RhfField
      control={control}
      name={name}
      label={t(`cashierSettings.channels.field.${name}`)}
      extra={t(`cashierSettings.channels.field.${name}Help`)}
    >
      {(field) => <Switch id={name} checked={field.value} onChange={field.onChange} disabled={field.disabled} />}
    </RhfField>
  )
  return (
    <Modal
      open
      width={720}
      title={t('cashierSettings.channels.editTitle', { name: nameOf(c, i18n.language), code: c.code })}
      onCancel={props.onClose}
      okText={t('common.save')}
      okButtonProps={{ loading: save.isPending, hidden: !props.canWrite, htmlType: 'submit', form: 'channel-form' }}
      cancelText={props.canWrite ? t('common.cancel') : t('common.close')}
      destroyOnHidden
    >
      <form id="channel-form" onSubmit={onSubmit} noValidate data-testid="channel-form">
        <Form layout="vertical" component={false} disabled={!props.canWrite}>
          <Typography.Paragraph type="secondary">
            {t(`cashier.kind.${c.kind}`)} · {c.provider} · {c.variant}
          </Typography.Paragraph>
          <Row gutter={16}>
            {Object.keys(c.names).map((language) => (
              <Col span={12} key={language}>
                <RhfField
                  control={control}
                  name={`names.${language}`}
                  label={t('cashierSettings.channels.field.name', {
                    language: LANGUAGE_NAMES[language as Language] ?? language,
                  })}
                  required
                >
                  {(field) => <Input {...field} id={`names.${language}`} maxLength={60} />}
                </RhfField>
              </Col>
            ))}
          </Row>
          <Row gutter={16}>
            <Col span={8}>{text('minAmount')}</Col>
            <Col span={8}>{text('maxAmount')}</Col>
            <Col span={8}>
              <RhfField
                control={control}
                name="feePercent"
                label={t('cashierSettings.channels.field.feePercent')}
                required
              >
                {(field) => <InputNumber {...field} id="feePercent" min={0} max={100} step={0.1} suffix="%" />}
              </RhfField>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={16}>
              <RhfField
                control={control}
                name="quickAmounts"
                label={t('cashierSettings.channels.field.quickAmounts')}
                extra={t('cashierSettings.channels.field.quickAmountsHelp')}
              >
                {(field) => <Input {...field} id="quickAmounts" placeholder="100, 500, 1000" />}
              </RhfField>
            </Col>
            <Col span={8}>
              <RhfField
                control={control}
                name="displayOrder"
                label={t('cashierSettings.channels.field.displayOrder')}
                required
              >
                {(field) => <InputNumber {...field} id="displayOrder" min={0} max={10_000} precision={0} />}
              </RhfField>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>{toggle('enabled')}</Col>
            <Col span={12}>{toggle('maintenance')}</Col>
          </Row>
          {c.kind === 'manual' && (
            <>
              <Typography.Title level={5}>{t('cashierSettings.channels.account')}</Typography.Title>
              <Row gutter={16}>
                <Col span={12}>{text('bankName')}</Col>
                <Col span={12}>{text('branch')}</Col>
                <Col span={12}>{text('accountName')}</Col>
                <Col span={12}>{text('accountNumber')}</Col>
              </Row>
            </>
          )}
        </Form>
      </form>
      <AuditTrail target={c.code} merchant={props.merchant} />
    </Modal>
  )
}
