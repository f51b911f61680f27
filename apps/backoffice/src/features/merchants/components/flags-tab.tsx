import { type BoMerchantSettings, boMerchantSettingsSchema, type ModuleId } from '@parlor/contract'
import { Button, Card, Col, Input, Row, Space, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { flagGroups } from './flag-groups'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema.pick({ flags: true })
const GROUPS = flagGroups()

/** Every white-label module switch, grouped as the player app uses them; ids a merchant omits are off. */
export function FlagsTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const [filter, setFilter] = useState('')
  const flags = (form.watch('flags') ?? {}) as Partial<Record<ModuleId, boolean>>
  const matches = (id: ModuleId) => {
    const q = filter.trim().toLowerCase()
    return !q || id.toLowerCase().includes(q) || t(`merchants.flags.ids.${id}`).toLowerCase().includes(q)
  }
  const setGroup = (ids: ModuleId[], on: boolean) =>
    form.setValue('flags', { ...flags, ...Object.fromEntries(ids.map((id) => [id, on])) }, { shouldDirty: true })

  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="flags-tab">
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('merchants.flags.search')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 320 }}
        />
        <Typography.Text type="secondary">{t('merchants.flags.help')}</Typography.Text>
      </Space>
      {GROUPS.map(({ group, ids }) => {
        const shown = ids.filter(matches)
        if (shown.length === 0) return null
        const on = ids.filter((id) => flags[id]).length
        return (
          <Card
            key={group}
            size="small"
            style={{ marginBottom: 12 }}
            title={
              <Space>
                {t(`merchants.flags.groups.${group}`)}
                <Tag>{t('merchants.flags.onCount', { on, total: ids.length })}</Tag>
              </Space>
            }
            extra={
              canWrite && (
                <Space size={4}>
                  <Button size="small" type="link" onClick={() => setGroup(ids, true)}>
                    {t('merchants.flags.allOn')}
                  </Button>
                  <Button size="small" type="link" onClick={() => setGroup(ids, false)}>
                    {t('merchants.flags.allOff')}
                  </Button>
                </Space>
              )
            }
          >
            <Row gutter={[16, 8]}>
              {shown.map((id) => (
                <Col key={id} span={8}>
                  <Controller
                    control={form.control}
                    name={`flags.${id}` as 'flags'}
                    render={({ field }) => (
                      <label
                        htmlFor={`flag-${id}`}
                        style={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}
                      >
                        <Switch
                          id={`flag-${id}`}
                          size="small"
                          checked={Boolean(field.value)}
                          onChange={(v) => field.onChange(v)}
                          disabled={!canWrite}
                          aria-label={id}
                        />
                        <span>
                          {t(`merchants.flags.ids.${id}`)}{' '}
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {id}
                          </Typography.Text>
                        </span>
                      </label>
                    )}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        )
      })}
    </SettingsFormFrame>
  )
}
