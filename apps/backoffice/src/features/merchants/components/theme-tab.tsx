import { type BoMerchantSettings, boMerchantSettingsSchema } from '@parlor/contract'
import { Col, ColorPicker, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ImageUpload } from '@/components/form/image-upload'
import { RhfField } from '@/components/form/rhf-field'
import { uploadImage } from '@/lib/upload-image'
import { PlayerHeaderPreview } from './player-header-preview'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema.pick({ theme: true })

/** The player app's accent colour and header logo, with the header as the app will draw it. */
export function ThemeTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control } = form
  const color = form.watch('theme.primaryColor') as string
  const logo = form.watch('theme.logoUrl') as string | null
  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="theme-tab">
      <Row gutter={32}>
        <Col span={11}>
          <RhfField
            control={control}
            name="theme.primaryColor"
            label={t('merchants.theme.primaryColor')}
            extra={t('merchants.theme.primaryColorHelp')}
          >
            {(field) => (
              <ColorPicker
                value={field.value}
                showText
                disabledAlpha
                onChange={(c) => field.onChange(c.toHexString())}
                presets={[
                  {
                    label: t('merchants.theme.presets'),
                    colors: ['#d4a537', '#f0b93a', '#e63973', '#1677ff', '#13c2c2', '#52c41a', '#fa541c', '#722ed1'],
                  },
                ]}
              />
            )}
          </RhfField>
          <RhfField
            control={control}
            name="theme.logoUrl"
            label={t('merchants.theme.logo')}
            extra={t('merchants.theme.logoHelp')}
          >
            {(field) => (
              <ImageUpload
                id={field.name}
                value={field.value}
                onChange={field.onChange}
                upload={(file) => uploadImage(settings.code, file)}
                disabled={!canWrite}
              />
            )}
          </RhfField>
        </Col>
        <Col span={13}>
          <Typography.Text strong>{t('merchants.theme.preview')}</Typography.Text>
          <PlayerHeaderPreview color={color} logoUrl={logo} name={settings.name} />
        </Col>
      </Row>
    </SettingsFormFrame>
  )
}
