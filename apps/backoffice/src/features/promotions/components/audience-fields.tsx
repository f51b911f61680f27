import { type BoPromotion, PROMOTION_AUDIENCES } from '@parlor/contract'
import { Col, InputNumber, Row, Select } from 'antd'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'
import { useRebateSettings } from '@/features/vip-rebates/api/vip-rebates'

export type AudienceValues = BoPromotion['audience']

export const AUDIENCE_DEFAULTS: AudienceValues = { kind: 'ALL', vipLevels: [], newWithinDays: 7, agents: [] }

/** Levels offered when the merchant's table cannot be read (a role without that permission). */
const FALLBACK_LEVELS = Array.from({ length: 11 }, (_, level) => ({ level, name: `VIP ${level}` }))

/**
 * Who the promotion is for (decision 038, amendment "audience"): every member, some VIP levels,
 * members registered in the last days, or the members of some agents' teams.
 */
export function AudienceFields<T extends FieldValues>({
  control,
  merchant,
}: {
  control: Control<T>
  merchant: string
}) {
  const { t } = useTranslation()
  const kind = useWatch({ control, name: 'audience.kind' as Path<T> }) as AudienceValues['kind']
  const settings = useRebateSettings(merchant)
  const levels = settings.data?.levels.length ? settings.data.levels : FALLBACK_LEVELS
  return (
    <Row gutter={12}>
      <Col span={10}>
        <RhfField
          control={control}
          name={'audience.kind' as Path<T>}
          label={t('promotions.form.audience')}
          extra={t(`promotions.audienceHelp.${kind}`)}
        >
          {(field) => (
            <Select
              id="audience.kind"
              value={field.value}
              onChange={field.onChange}
              options={PROMOTION_AUDIENCES.map((a) => ({ value: a, label: t(`promotions.audiences.${a}`) }))}
            />
          )}
        </RhfField>
      </Col>
      <Col span={14}>
        {kind === 'VIP' && (
          <RhfField
            control={control}
            name={'audience.vipLevels' as Path<T>}
            label={t('promotions.form.vipLevels')}
            required
          >
            {(field) => (
              <Select
                id="audience.vipLevels"
                mode="multiple"
                value={field.value}
                onChange={field.onChange}
                options={levels.map((l) => ({ value: l.level, label: l.name }))}
              />
            )}
          </RhfField>
        )}
        {kind === 'NEW' && (
          <RhfField
            control={control}
            name={'audience.newWithinDays' as Path<T>}
            label={t('promotions.form.newWithinDays')}
            required
          >
            {(field) => (
              <InputNumber<number>
                id="audience.newWithinDays"
                min={1}
                max={365}
                precision={0}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 1)}
              />
            )}
          </RhfField>
        )}
        {kind === 'TEAM' && (
          <RhfField
            control={control}
            name={'audience.agents' as Path<T>}
            label={t('promotions.form.agents')}
            extra={t('promotions.form.agentsHelp')}
            required
          >
            {(field) => (
              <Select
                id="audience.agents"
                mode="tags"
                open={false}
                value={field.value}
                onChange={field.onChange}
                tokenSeparators={[',', ' ']}
              />
            )}
          </RhfField>
        )}
      </Col>
    </Row>
  )
}
