import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { type BoMerchantSettings, boMerchantSettingsSchema } from '@parlor/contract'
import { AutoComplete, Button, Col, Input, Row, Typography } from 'antd'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema.pick({ customerService: true })

/** The types the player app places: CS is the service page, the others the side service bar. */
const CS_TYPES = ['CS', 'WHATSAPP', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'LINE', 'EMAIL']

export function CustomerServiceTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control } = form
  const links = useFieldArray({ control, name: 'customerService' as never })
  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="customer-service-tab">
      <Typography.Paragraph type="secondary">{t('merchants.cs.help')}</Typography.Paragraph>
      {links.fields.map((row, i) => (
        <Row key={row.id} gutter={12} align="top">
          <Col span={5}>
            <RhfField
              control={control}
              name={`customerService.${i}.csType`}
              label={i === 0 ? t('merchants.cs.type') : undefined}
            >
              {(field) => (
                <AutoComplete
                  {...field}
                  aria-label={t('merchants.cs.type')}
                  options={CS_TYPES.map((v) => ({ value: v }))}
                />
              )}
            </RhfField>
          </Col>
          <Col span={6}>
            <RhfField
              control={control}
              name={`customerService.${i}.title`}
              label={i === 0 ? t('merchants.cs.title') : undefined}
            >
              {(field) => <Input {...field} aria-label={t('merchants.cs.title')} />}
            </RhfField>
          </Col>
          <Col span={10}>
            <RhfField
              control={control}
              name={`customerService.${i}.url`}
              label={i === 0 ? t('merchants.cs.url') : undefined}
            >
              {(field) => <Input {...field} aria-label={t('merchants.cs.url')} placeholder="https://…" />}
            </RhfField>
          </Col>
          {canWrite && (
            <Col span={3} style={{ paddingTop: i === 0 ? 30 : 0 }}>
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => links.move(i, i - 1)}
                aria-label={t('merchants.cs.up')}
              />
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={i === links.fields.length - 1}
                onClick={() => links.move(i, i + 1)}
                aria-label={t('merchants.cs.down')}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => links.remove(i)}
                aria-label={t('merchants.cs.remove')}
              />
            </Col>
          )}
        </Row>
      ))}
      {canWrite && (
        <Button
          icon={<PlusOutlined />}
          disabled={links.fields.length >= 20}
          onClick={() => links.append({ csType: 'CS', title: '', url: '' } as never)}
          style={{ marginBottom: 16 }}
        >
          {t('merchants.cs.add')}
        </Button>
      )}
    </SettingsFormFrame>
  )
}
