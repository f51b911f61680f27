import { type BoRebateSettings, REBATE_PRODUCT_TYPES } from '@parlor/contract'
import { Alert, App, Button, Card, Input, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveRebateSettings } from '../api/vip-rebates'
import { bpToPercent, percentToBp } from './percent'

type Drafts = Record<string, string>

const draftsOf = (s: BoRebateSettings): Drafts =>
  Object.fromEntries(s.rates.map((r) => [r.productType, bpToPercent(r.rateBp)]))

/**
 * The house's rebate rate per product type, as a percentage of turnover. A blank rate pays no
 * house rebate for the type; an agent's own rate for a member still takes its place (decision 042).
 */
export function RebateRatesCard(props: { settings: BoRebateSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const save = useSaveRebateSettings()
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(props.settings))
  const [checked, setChecked] = useState(false)
  const invalid = (type: string) => {
    const v = drafts[type]?.trim() ?? ''
    return v !== '' && percentToBp(v) === null
  }

  const submit = () => {
    setChecked(true)
    if (REBATE_PRODUCT_TYPES.some(invalid)) return
    const rates = REBATE_PRODUCT_TYPES.flatMap((productType) => {
      const v = drafts[productType]?.trim() ?? ''
      const rateBp = v === '' ? null : percentToBp(v)
      return rateBp === null ? [] : [{ productType, rateBp }]
    })
    save.mutate(
      { kind: 'rates', merchant: props.settings.merchant, rates },
      {
        onSuccess: (value) => {
          setDrafts(draftsOf(value))
          setChecked(false)
          void message.success(t('vipRebates.saved'))
        },
      },
    )
  }

  return (
    <Card
      title={t('vipRebates.rates.title')}
      data-testid="rebate-rates"
      extra={
        props.canWrite && (
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t('vipRebates.rates.save')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('vipRebates.rates.intro')}</Typography.Paragraph>
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />}
      <Table
        rowKey={(type) => type}
        dataSource={[...REBATE_PRODUCT_TYPES]}
        pagination={false}
        size="small"
        columns={[
          {
            title: t('vipRebates.rates.productType'),
            render: (_, type) => t(`games.types.${type}`, { defaultValue: type }),
          },
          {
            title: t('vipRebates.rates.rate'),
            width: 260,
            render: (_, type) => {
              const label = t(`games.types.${type}`, { defaultValue: type })
              const bad = checked && invalid(type)
              return (
                <>
                  <Input
                    aria-label={t('vipRebates.rates.rateOf', { type: label })}
                    value={drafts[type] ?? ''}
                    placeholder={t('vipRebates.rates.none')}
                    suffix="%"
                    disabled={!props.canWrite}
                    status={bad ? 'error' : undefined}
                    onChange={(e) => setDrafts((d) => ({ ...d, [type]: e.target.value }))}
                    style={{ width: 160 }}
                  />
                  {bad && (
                    <Typography.Text type="danger" style={{ display: 'block' }}>
                      {t('vipRebates.rates.invalid')}
                    </Typography.Text>
                  )}
                </>
              )
            },
          },
        ]}
      />
    </Card>
  )
}
