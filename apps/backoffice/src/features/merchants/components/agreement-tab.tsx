import { type BoMerchantSettings, boMerchantSettingsSchema, LANGUAGE_NAMES } from '@parlor/contract'
import { Col, Input, Row, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'
import { SafeHtml } from '@/components/safe-html'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema.pick({ agreement: true })

/** The registration agreement per offered language: operator HTML beside its sanitised rendering. */
export function AgreementTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control } = form
  const agreement = (form.watch('agreement') ?? {}) as Record<string, string | undefined>
  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="agreement-tab">
      <Typography.Paragraph type="secondary">{t('merchants.agreement.help')}</Typography.Paragraph>
      <Tabs
        items={settings.languages.map((lang) => ({
          key: lang,
          label: `${LANGUAGE_NAMES[lang]}${lang === settings.defaultLanguage ? ` · ${t('merchants.agreement.default')}` : ''}`,
          children: (
            <Row gutter={16}>
              <Col span={12}>
                <RhfField control={control} name={`agreement.${lang}`} label={t('merchants.agreement.html')}>
                  {(field) => (
                    <Input.TextArea
                      {...field}
                      value={field.value ?? ''}
                      id={field.name}
                      aria-label={`${t('merchants.agreement.html')} ${lang}`}
                      rows={16}
                      style={{ fontFamily: 'monospace', fontSize: 12 }}
                    />
                  )}
                </RhfField>
              </Col>
              <Col span={12}>
                <Typography.Text strong>{t('merchants.agreement.preview')}</Typography.Text>
                <div
                  style={{
                    marginTop: 8,
                    padding: 12,
                    height: 362,
                    overflow: 'auto',
                    border: '1px solid #f0f0f0',
                    borderRadius: 8,
                  }}
                >
                  <SafeHtml html={agreement[lang] ?? ''} />
                </div>
              </Col>
            </Row>
          ),
        }))}
      />
    </SettingsFormFrame>
  )
}
