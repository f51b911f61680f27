import {
  type BoMerchantSettings,
  boMerchantSettingsSchema,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldName,
} from '@parlor/contract'
import { Input, InputNumber, Switch, Table, Tag, Typography } from 'antd'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

function validPattern(p: string) {
  if (p === '*') return true
  try {
    new RegExp(p)
    return true
  } catch {
    return false
  }
}

const schema = boMerchantSettingsSchema.pick({ registerSettings: true }).superRefine((v, ctx) => {
  for (const [name, f] of Object.entries(v.registerSettings)) {
    if (!f) continue
    if (f.minLength > f.maxLength)
      ctx.addIssue({ code: 'custom', path: ['registerSettings', name, 'maxLength'], message: 'min_over_max' })
    if (!validPattern(f.acceptedPattern))
      ctx.addIssue({ code: 'custom', path: ['registerSettings', name, 'acceptedPattern'], message: 'bad_pattern' })
  }
})

/** A field the merchant had not configured starts as a free-text field when first shown. */
const NEW_FIELD: RegisterField = {
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 50,
}

/**
 * The register form's fields (wire-contract §6.2): shown, required, the pattern a value must
 * match ("*" = anything, its error text `reg_pattern_<id>` in the player app) and the length.
 */
export function RegistrationTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t, i18n } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control } = form
  const values = (form.watch('registerSettings') ?? {}) as Partial<Record<RegisterFieldName, RegisterField>>
  const errors = form.formState.errors.registerSettings as
    | Partial<
        Record<RegisterFieldName, Partial<Record<keyof RegisterField, { message?: string }>> & { message?: string }>
      >
    | undefined
  // The schema's own keys are translated; a server refusal arrives already in the staff's language.
  const errorText = (e: { message?: string }) =>
    e.message && i18n.exists(`validation.${e.message}`) ? t(`validation.${e.message}`) : (e.message ?? '')
  const rowError = (name: RegisterFieldName) => errors?.[name]?.message
  const cell = (name: RegisterFieldName, key: keyof RegisterField, render: (f: RegisterField) => React.ReactNode) => {
    const f = values[name]
    if (!f) return <Typography.Text type="secondary">–</Typography.Text>
    const error = errors?.[name]?.[key]
    return (
      <div>
        {render(f)}
        {error && (
          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
            {errorText(error)}
          </Typography.Text>
        )}
      </div>
    )
  }
  const bind = <K extends keyof RegisterField>(name: RegisterFieldName, key: K) =>
    `registerSettings.${name}.${key}` as 'registerSettings'

  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="registration-tab">
      <Typography.Paragraph type="secondary">{t('merchants.registration.help')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        scroll={{ x: 560 }}
        dataSource={REGISTER_FIELDS.map((name) => ({ name }))}
        columns={[
          {
            title: t('merchants.registration.field'),
            dataIndex: 'name',
            width: 120,
            render: (name: RegisterFieldName) => (
              <span>
                {t(`merchants.registration.fields.${name}`)}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {name}
                </Typography.Text>
                {!values[name] && <Tag style={{ marginLeft: 6 }}>{t('merchants.registration.notConfigured')}</Tag>}
                {rowError(name) && (
                  <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                    {rowError(name)}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          {
            title: t('merchants.registration.shown'),
            width: 58,
            render: (_, { name }) => (
              <Switch
                size="small"
                aria-label={`${name} shown`}
                checked={Boolean(values[name]?.enabled)}
                disabled={!canWrite}
                onChange={(on) =>
                  form.setValue(
                    `registerSettings.${name}` as 'registerSettings',
                    {
                      ...(values[name] ?? NEW_FIELD),
                      enabled: on,
                      required: on && (values[name]?.required ?? false),
                    } as never,
                    { shouldDirty: true },
                  )
                }
              />
            ),
          },
          {
            title: t('merchants.registration.required'),
            width: 58,
            render: (_, { name }) =>
              cell(name, 'required', (f) => (
                <Controller
                  control={control}
                  name={bind(name, 'required')}
                  render={({ field }) => (
                    <Switch
                      size="small"
                      aria-label={`${name} required`}
                      checked={Boolean(field.value)}
                      disabled={!canWrite || !f.enabled}
                      onChange={field.onChange}
                    />
                  )}
                />
              )),
          },
          {
            title: t('merchants.registration.pattern'),
            width: 126,
            render: (_, { name }) =>
              cell(name, 'acceptedPattern', () => (
                <Controller
                  control={control}
                  name={bind(name, 'acceptedPattern')}
                  render={({ field }) => (
                    <Input
                      size="small"
                      aria-label={`${name} pattern`}
                      value={field.value as unknown as string}
                      onChange={field.onChange}
                      style={{ fontFamily: 'monospace', width: 110 }}
                    />
                  )}
                />
              )),
          },
          {
            title: t('merchants.registration.patternId'),
            width: 64,
            render: (_, { name }) =>
              cell(name, 'patternId', () => (
                <Controller
                  control={control}
                  name={bind(name, 'patternId')}
                  render={({ field }) => (
                    <InputNumber
                      size="small"
                      aria-label={`${name} pattern id`}
                      min={0}
                      precision={0}
                      style={{ width: 56 }}
                      value={field.value as unknown as number}
                      onChange={(v) => field.onChange(v ?? 0)}
                    />
                  )}
                />
              )),
          },
          ...(['minLength', 'maxLength'] as const).map((key) => ({
            title: t(`merchants.registration.${key}`),
            width: 64,
            render: (_: unknown, { name }: { name: RegisterFieldName }) =>
              cell(name, key, () => (
                <Controller
                  control={control}
                  name={bind(name, key)}
                  render={({ field }) => (
                    <InputNumber
                      size="small"
                      aria-label={`${name} ${key}`}
                      min={0}
                      precision={0}
                      style={{ width: 56 }}
                      value={field.value as unknown as number}
                      onChange={(v) => field.onChange(v ?? 0)}
                    />
                  )}
                />
              )),
          })),
        ]}
      />
    </SettingsFormFrame>
  )
}
