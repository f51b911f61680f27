import { zodResolver } from '@hookform/resolvers/zod'
import { RG_LIMIT_KINDS, RG_PERIODS, type RgLimit, type RgSettings } from '@parlor/contract'
import { Button, List, Popup, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'
import { formatDateTime, formatMoneyMajor } from '@/lib/format'
import { type SetLimitInput, useSetRgLimit } from '../api/set-rg-limit'
import { RealityCheckSetting } from './reality-check'
import { TimeLimits } from './time-limits'

// The server's rule too (contract rgSetLimitBodySchema): a plain positive amount, two decimals at most.
const amountSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount')
    .refine((v) => Number(v) > 0, 'amount'),
})
type AmountValues = z.input<typeof amountSchema>

const money = (amount: number, currency: string) => `${formatMoneyMajor(amount)} ${currency}`

/** One limit's editor: a new amount (in force now when lower, after the cooling-off when higher) or removal. */
function LimitEditor({ limit, currency, onDone }: { limit: RgLimit; currency: string; onDone: () => void }) {
  const { t } = useTranslation()
  const save = useSetRgLimit()
  const form = useForm<AmountValues>({
    resolver: zodResolver(amountSchema),
    defaultValues: { amount: limit.amount === null ? '' : String(limit.amount) },
  })
  const send = async (amount: string | null) => {
    const input: SetLimitInput = { kind: limit.kind, period: limit.period, amount }
    try {
      const answer = await save.mutateAsync(input)
      Toast.show({
        icon: 'success',
        content: answer.immediate
          ? t('responsibleGaming.limits.savedNow')
          : t('responsibleGaming.limits.savedLater', { time: formatDateTime(answer.effectiveTime) }),
      })
      onDone()
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : t('errors.unknown')
      form.setError(SERVER_ERROR, { type: 'server', message })
    }
  }
  const title = `${t(`responsibleGaming.kind.${limit.kind}`)} · ${t(`responsibleGaming.period.${limit.period}`)}`
  return (
    <div className="rg-editor" role="dialog" aria-label={title}>
      <h2 className="rg-editor__title">{title}</h2>
      <Form
        form={form}
        onSubmit={(v) => send(v.amount.trim())}
        messageText={(error) =>
          error.type === 'server' ? (error.message ?? '') : t('responsibleGaming.limits.amountInvalid')
        }
      >
        <FormField
          name="amount"
          id="rg-amount"
          label={t('responsibleGaming.limits.amount', { currency })}
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        />
        <SubmitButton compact loading={save.isPending}>
          {t('responsibleGaming.limits.save')}
        </SubmitButton>
      </Form>
      {limit.amount !== null && (
        <Button block fill="outline" className="rg-editor__remove" disabled={save.isPending} onClick={() => send(null)}>
          {t('responsibleGaming.limits.remove')}
        </Button>
      )}
    </div>
  )
}

function LimitLine({ limit, currency }: { limit: RgLimit; currency: string }) {
  const { t } = useTranslation()
  const lines = [t('responsibleGaming.limits.used', { amount: money(limit.used, currency) })]
  if (limit.pendingTime !== null)
    lines.push(
      limit.pendingAmount === null
        ? t('responsibleGaming.limits.pendingRemoval', { time: formatDateTime(limit.pendingTime) })
        : t('responsibleGaming.limits.pending', {
            amount: money(limit.pendingAmount, currency),
            time: formatDateTime(limit.pendingTime),
          }),
    )
  return (
    <>
      {lines.map((l) => (
        <span key={l} className="rg-line">
          {l}
        </span>
      ))}
    </>
  )
}

/** Deposit, loss and wager limits per day, week and month, and session-time limits, each opening its editor. */
export function LimitsPanel({ settings }: { settings: RgSettings }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<RgLimit | null>(null)
  return (
    <div className="rg-panel">
      <p className="rg-intro">{t('responsibleGaming.limits.intro', { hours: settings.coolingOffHours })}</p>
      {RG_LIMIT_KINDS.map((kind) => (
        <List
          key={kind}
          className="rg-list"
          header={
            <span className="rg-list__header">
              <strong>{t(`responsibleGaming.kind.${kind}`)}</strong>
              <span>{t(`responsibleGaming.kindHint.${kind}`)}</span>
            </span>
          }
        >
          {RG_PERIODS.map((period) => {
            const limit = settings.limits.find((l) => l.kind === kind && l.period === period)
            if (!limit) return null
            return (
              <List.Item
                key={period}
                data-testid={`rg-limit-${kind}-${period}`}
                description={<LimitLine limit={limit} currency={settings.currency} />}
                extra={
                  limit.amount === null ? (
                    <span className="rg-none">{t('responsibleGaming.limits.none')}</span>
                  ) : (
                    <strong>{money(limit.amount, settings.currency)}</strong>
                  )
                }
                onClick={() => setEditing(limit)}
              >
                {t(`responsibleGaming.period.${period}`)}
              </List.Item>
            )
          })}
        </List>
      ))}
      <TimeLimits limits={settings.timeLimits} />
      <RealityCheckSetting />
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} onClose={() => setEditing(null)}>
        {editing && <LimitEditor limit={editing} currency={settings.currency} onDone={() => setEditing(null)} />}
      </Popup>
    </div>
  )
}
