import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminCashierSettings, adminCashierSettingsSchema } from '@parlor/contract'
import { App, Card, Col, Input, InputNumber, Row, Select, Typography } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { applyServerError, RhfField } from '@/components/form/rhf-field'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { issueCodes } from '@/components/form/zod-codes'
import { useSaveCashierSettings } from '../api/cashier-settings'

const schema = adminCashierSettingsSchema
  .omit({ merchant: true })
  .refine((v) => Number(v.withdrawMin) <= Number(v.withdrawMax), { path: ['withdrawMax'], message: 'min_over_max' })
type Values = z.input<typeof schema>
const FIELDS = Object.keys(adminCashierSettingsSchema.omit({ merchant: true }).shape)

const valuesOf = ({ merchant: _m, ...v }: AdminCashierSettings): Values => v

/**
 * What a withdrawal is held to (amounts per request and per day, turnover since the last deposit)
 * and what a locked bonus does to it (decision 048). Members' VIP levels may set lower daily limits.
 */
export function WithdrawalRulesCard(props: { settings: AdminCashierSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const save = useSaveCashierSettings()
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, issueCodes),
    defaultValues: valuesOf(props.settings),
  })
  const { control, reset, formState } = form
  // A reload brought a newer record: show it unless the operator is editing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newer record should reset the form
  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(props.settings))
  }, [props.settings])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ merchant: props.settings.merchant, ...values })
      reset(values)
      void message.success(t('common.saved'))
    } catch (error) {
      if (!applyServerError(error, FIELDS, form.setError)) void message.error((error as Error).message)
    }
  })

  const amount = (name: 'withdrawMin' | 'withdrawMax' | 'dailyAmount') => (
    <RhfField control={control} name={name} label={t(`cashierSettings.rules.${name}`)} required>
      {(field) => <Input {...field} id={name} inputMode="decimal" />}
    </RhfField>
  )
  return (
    <Card title={t('cashierSettings.rules.title')} data-testid="withdrawal-rules">
      <Typography.Paragraph type="secondary">{t('cashierSettings.rules.intro')}</Typography.Paragraph>
      <SettingsFormFrame
        onSubmit={onSubmit}
        onReset={() => reset()}
        canWrite={props.canWrite}
        saving={save.isPending}
        dirty={formState.isDirty}
      >
        <Row gutter={16}>
          <Col span={8}>{amount('withdrawMin')}</Col>
          <Col span={8}>{amount('withdrawMax')}</Col>
          <Col span={8}>
            <RhfField
              control={control}
              name="turnoverMultiple"
              label={t('cashierSettings.rules.turnoverMultiple')}
              extra={t('cashierSettings.rules.turnoverMultipleHelp')}
              required
            >
              {(field) => <InputNumber {...field} id="turnoverMultiple" min={0} max={100} step={0.5} suffix="×" />}
            </RhfField>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <RhfField control={control} name="dailyCount" label={t('cashierSettings.rules.dailyCount')} required>
              {(field) => <InputNumber {...field} id="dailyCount" min={0} max={1000} precision={0} />}
            </RhfField>
          </Col>
          <Col span={8}>{amount('dailyAmount')}</Col>
        </Row>
        <Typography.Title level={5}>{t('cashierSettings.rules.bonusTitle')}</Typography.Title>
        <Row gutter={16}>
          <Col span={12}>
            <RhfField
              control={control}
              name="bonusWithdrawRule"
              label={t('cashierSettings.rules.bonusWithdrawRule')}
              required
            >
              {(field) => (
                <Select
                  {...field}
                  id="bonusWithdrawRule"
                  options={(['block', 'forfeit'] as const).map((value) => ({
                    value,
                    label: t(`cashierSettings.rules.bonusRule.${value}`),
                  }))}
                />
              )}
            </RhfField>
          </Col>
          <Col span={8}>
            <RhfField
              control={control}
              name="bonusExpiryDays"
              label={t('cashierSettings.rules.bonusExpiryDays')}
              extra={t('cashierSettings.rules.bonusExpiryDaysHelp')}
              required
            >
              {(field) => <InputNumber {...field} id="bonusExpiryDays" min={1} max={365} precision={0} />}
            </RhfField>
          </Col>
        </Row>
      </SettingsFormFrame>
    </Card>
  )
}
