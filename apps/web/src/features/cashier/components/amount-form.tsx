import { zodResolver } from '@hookform/resolvers/zod'
import { type DepositChannel, type DepositPromo, formatMajor, toMinor } from '@parlor/contract'
import { Toast } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { type FieldProblem, Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { useDepositGateway } from '../api/deposit-gateway'
import { useDepositPromos } from '../api/get-deposit-promos'
import {
  amountLimitParams,
  amountMinor,
  amountRule,
  feeMinor,
  isWebUrl,
  requestKeys,
  wireAmount,
} from '../utils/deposit-rules'
import { browserWindow } from '../utils/leave-page'
import type { DepositLook } from './channel-picker'
import { NO_PROMO, PromoChoice } from './promo-choice'
import { showRefusal } from './refusal'
import { formatMoney, formatMoneyMajor } from '@/lib/format'

/** What a manual transfer carries from the amount step to the reference form. */
export interface ManualDraft {
  amount: string
  promoId: number | null
}

interface AmountFormProps {
  look: DepositLook
  token: string
  channel: DepositChannel
  currencySymbol: string
  /** A manual channel goes on to the receiving account and the reference form. */
  onManual: (draft: ManualDraft) => void
}

interface Values {
  amount: string
  promoId: string
}

export const ERROR_KEYS = new Set([
  'amountRequired',
  'amountInvalid',
  'belowMin',
  'aboveMax',
  'promoMin',
  'referenceRequired',
  'timeRequired',
  'timeFuture',
])

/**
 * Amount (typed or a quick amount), the channel's limits and fee, the promotion; then, for a
 * gateway channel, the provider's hosted payment page. Limits are checked here before sending.
 */
export function AmountForm({ look, token, channel, currencySymbol, onManual }: AmountFormProps) {
  const { t } = useTranslation()
  const promos = useDepositPromos(token, channel.id)
  const offered = useMemo(() => promos.data ?? [], [promos.data])
  const gateway = useDepositGateway()
  const [keyFor] = useState(requestKeys)
  const promoOf = (id: string): DepositPromo | undefined => offered.find((p) => String(p.id) === id)

  const schema = useMemo(
    () =>
      z.object({ amount: z.string(), promoId: z.string() }).superRefine((v, ctx) => {
        const promo = offered.find((p) => String(p.id) === v.promoId)
        const checked = amountRule(channel, promo).safeParse(v.amount)
        if (!checked.success)
          ctx.addIssue({ code: 'custom', path: ['amount'], message: checked.error.issues[0]?.message })
      }),
    [channel, offered],
  )
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { amount: '', promoId: NO_PROMO } })
  const [amountText, promoId] = useWatch({ control: form.control, name: ['amount', 'promoId'] })
  const minor = amountMinor(amountText.trim())
  const params = amountLimitParams(channel, promoOf(promoId), currencySymbol)

  const messageText = ({ message = '' }: FieldProblem) =>
    ERROR_KEYS.has(message)
      ? t(`deposit.errors.${message as 'belowMin'}`, {
          ...params,
          min: message === 'promoMin' ? params.promoMin : params.min,
        })
      : message

  const pick = (quick: number) =>
    form.setValue('amount', formatMajor(quick, { grouping: false }), { shouldValidate: form.formState.isSubmitted })

  const onSubmit = async (values: Values) => {
    const amount = amountMinor(values.amount.trim())
    if (amount === null) return
    const promo = values.promoId === NO_PROMO ? null : Number(values.promoId)
    if (channel.kind === 'manual') {
      onManual({ amount: wireAmount(amount), promoId: promo })
      return
    }
    try {
      const answer = await gateway.mutateAsync({
        variant: channel.variant,
        body: {
          channelId: channel.id,
          amount: wireAmount(amount),
          promoId: promo,
          requestKey: keyFor(`${channel.id}|${amount}|${promo ?? ''}`),
        },
      })
      if (!isWebUrl(answer.redirectUrl)) {
        form.setError(SERVER_ERROR as 'amount', { type: 'server', message: t('deposit.errors.badRedirect') })
        return
      }
      // A finite toast: coming back from the provider may restore this page as it was left.
      Toast.show({ icon: 'loading', content: t('deposit.redirecting'), duration: 3000 })
      browserWindow.assign(answer.redirectUrl)
    } catch (error) {
      showRefusal(form, error, t('errors.unknown'))
    }
  }

  const chips = channel.quickAmounts.length > 0 && (
    <fieldset
      className={look === 'new' ? 'dep-quick dep-quick--big' : 'dep-quick'}
      aria-label={t('deposit.quickAmounts')}
    >
      {channel.quickAmounts.map((q) => (
        <button
          key={q}
          type="button"
          className="dep-chip"
          aria-pressed={minor !== null && minor === toMinor(q)}
          onClick={() => pick(q)}
        >
          {formatMoneyMajor(q, { symbol: currencySymbol, decimals: Number.isInteger(q) ? 0 : 2 })}
        </button>
      ))}
    </fieldset>
  )
  const fee = minor !== null && channel.feePercent > 0 ? feeMinor(minor, channel.feePercent) : null

  return (
    <Form form={form} onSubmit={onSubmit} messageText={messageText} className="dep-card dep-form" clearOnEdit>
      {look === 'new' && chips}
      <FormField
        name="amount"
        id="deposit-amount"
        label={t('deposit.amount')}
        prefix={<span className="dep-currency">{currencySymbol}</span>}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off', placeholder: t('deposit.amountPlaceholder') }}
        hint={<span className="dep-hint">{t('deposit.amountLimits', params)}</span>}
      />
      {look === 'base' && chips}
      {fee !== null && minor !== null && (
        <p className="dep-hint" data-testid="deposit-fee">
          {t('deposit.youPay', {
            fee: formatMoney(fee, { symbol: currencySymbol }),
            total: formatMoney(minor + fee, { symbol: currencySymbol }),
          })}
        </p>
      )}
      <PromoChoice
        promos={offered}
        value={promoId}
        currencySymbol={currencySymbol}
        onChange={(v) =>
          form.setValue('promoId', v, { shouldValidate: form.formState.isSubmitted && amountText.trim() !== '' })
        }
      />
      {channel.sandbox && <p className="dep-hint dep-hint--sandbox">{t('deposit.sandboxNote')}</p>}
      <SubmitButton loading={gateway.isPending}>
        {channel.kind === 'manual' ? t('deposit.next') : t('deposit.payNow')}
      </SubmitButton>
    </Form>
  )
}
