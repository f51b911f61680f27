import { type BoMerchantSettings, boMerchantSettingsSchema, LANGUAGE_NAMES, LANGUAGES } from '@parlor/contract'
import { Col, Form, Input, InputNumber, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema
  .pick({
    name: true,
    languages: true,
    defaultLanguage: true,
    ageLimit: true,
    adjustmentApprovalThreshold: true,
    rgGroup: true,
    promoClaimsPerSource: true,
  })
  .refine((v) => v.languages.includes(v.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'default_not_offered',
  })

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: `${LANGUAGE_NAMES[code]} (${code})` }))

export function GeneralTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control, watch } = form
  const offered = (watch('languages') ?? []) as string[]
  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="general-tab">
      <Row gutter={16}>
        <Col span={12}>
          <RhfField control={control} name="name" label={t('merchants.general.name')} required>
            {(field) => <Input {...field} id="name" maxLength={80} />}
          </RhfField>
        </Col>
        <Col span={12}>
          <CurrencyField settings={settings} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <RhfField
            control={control}
            name="languages"
            label={t('merchants.general.languages')}
            extra={t('merchants.general.languagesHelp')}
            required
          >
            {(field) => <Select {...field} id="languages" mode="multiple" options={languageOptions} />}
          </RhfField>
        </Col>
        <Col span={12}>
          <RhfField control={control} name="defaultLanguage" label={t('merchants.general.defaultLanguage')} required>
            {(field) => (
              <Select
                {...field}
                id="defaultLanguage"
                options={languageOptions.filter((o) => offered.includes(o.value))}
              />
            )}
          </RhfField>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <RhfField
            control={control}
            name="ageLimit"
            label={t('merchants.general.ageLimit')}
            extra={t('merchants.general.ageLimitHelp')}
          >
            {(field) => <InputNumber {...field} id="ageLimit" min={16} max={25} precision={0} />}
          </RhfField>
        </Col>
        <Col span={12}>
          <RhfField
            control={control}
            name="adjustmentApprovalThreshold"
            label={t('merchants.general.threshold')}
            extra={t('merchants.general.thresholdHelp')}
          >
            {(field) => (
              <Input {...field} id="adjustmentApprovalThreshold" inputMode="decimal" suffix={settings.currency} />
            )}
          </RhfField>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <RhfField
            control={control}
            name="rgGroup"
            label={t('merchants.general.rgGroup')}
            extra={t('merchants.general.rgGroupHelp')}
          >
            {(field) => (
              <Input
                id="rgGroup"
                maxLength={40}
                value={(field.value as string | null) ?? ''}
                onBlur={field.onBlur}
                // Empty is "no group": the server keeps null, not an empty key every lone merchant would share.
                onChange={(e) => field.onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
              />
            )}
          </RhfField>
        </Col>
        <Col span={12}>
          <RhfField
            control={control}
            name="promoClaimsPerSource"
            label={t('merchants.general.promoClaimsPerSource')}
            extra={t('merchants.general.promoClaimsPerSourceHelp')}
          >
            {(field) => <InputNumber {...field} id="promoClaimsPerSource" min={0} max={1000} precision={0} />}
          </RhfField>
        </Col>
      </Row>
    </SettingsFormFrame>
  )
}

function CurrencyField({ settings }: { settings: BoMerchantSettings }) {
  const { t } = useTranslation()
  return (
    <Form.Item label={t('merchants.general.currency')} extra={t('merchants.general.currencyHelp')} htmlFor="currency">
      <Input id="currency" value={`${settings.currency} (${settings.currencySymbol})`} readOnly disabled />
    </Form.Item>
  )
}
