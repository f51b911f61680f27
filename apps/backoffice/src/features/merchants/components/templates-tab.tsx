import { type BoMerchantSettings, boMerchantSettingsSchema } from '@parlor/contract'
import { ColorPicker, Input, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema.pick({ mobileTemplate: true })

/**
 * The player app's `mobileTemplate` keys (wire-contract §6.3). `mem_cen` and `dep_func` are "1" or
 * "0" on the wire, so they show as switches; the colours as pickers writing `#rrggbb`.
 */
export function TemplatesTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control } = form
  const help = (key: string) => t(`merchants.templates.${key}Help`)
  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="templates-tab">
      {(['mem_cen', 'dep_func'] as const).map((key) => (
        <RhfField
          key={key}
          control={control}
          name={`mobileTemplate.${key}`}
          label={`${t(`merchants.templates.${key}`)} (${key})`}
          extra={help(key)}
        >
          {(field) => (
            <Switch
              id={field.name}
              checked={field.value === '1'}
              onChange={(on) => field.onChange(on ? '1' : '0')}
              checkedChildren={t('merchants.templates.new')}
              unCheckedChildren={t('merchants.templates.base')}
            />
          )}
        </RhfField>
      ))}
      <RhfField
        control={control}
        name="mobileTemplate.h5_logo"
        label={`${t('merchants.templates.h5_logo')} (h5_logo)`}
        extra={help('h5_logo')}
      >
        {(field) => <Input {...field} value={field.value ?? ''} id={field.name} placeholder="https://…" />}
      </RhfField>
      <RhfField
        control={control}
        name="mobileTemplate.app_desc"
        label={`${t('merchants.templates.app_desc')} (app_desc)`}
        extra={help('app_desc')}
      >
        {(field) => <Input {...field} value={field.value ?? ''} id={field.name} maxLength={200} />}
      </RhfField>
      {(['app_background', 'app_desc_font_color'] as const).map((key) => (
        <RhfField
          key={key}
          control={control}
          name={`mobileTemplate.${key}`}
          label={`${t(`merchants.templates.${key}`)} (${key})`}
          extra={help(key)}
        >
          {(field) => (
            <ColorPicker
              value={field.value || undefined}
              showText
              allowClear
              disabledAlpha
              onChange={(c) => field.onChange(c.toHexString())}
              onClear={() => field.onChange('')}
            />
          )}
        </RhfField>
      ))}
    </SettingsFormFrame>
  )
}
