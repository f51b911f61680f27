import { zodResolver } from '@hookform/resolvers/zod'
import { amountInputSchema, type Downline, formatMinor } from '@parlor/contract'
import { Popup, Toast } from 'antd-mobile'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useTransferDownline } from '../api/transfer-downline'
import { useTransferMultipleDownline } from '../api/transfer-multiple-downline'
import { newRequestKey, parseAmount } from '../utils/amounts'
import { formatMoney } from '@/lib/format'

export interface TransferPopupProps {
  /** Who receives; one target uses the single transfer call, several the all-or-nothing multiple one. */
  targets: readonly Downline[]
  onClose: () => void
  onDone: () => void
}

/**
 * The contract's amount rule (a decimal string, at most two decimals) and above zero, which
 * `parseAmount` checks with the same pattern.
 */
const transferFormSchema = z.object({
  amount: amountInputSchema.options[1].refine((text) => parseAmount(text) !== null),
})
type Values = z.input<typeof transferFormSchema>

/** The same amount to each target, from the agent's balance, through the server's ledger. */
export function TransferPopup({ targets, onClose, onDone }: TransferPopupProps) {
  const { t } = useTranslation()
  const form = useForm<Values>({ resolver: zodResolver(transferFormSchema), defaultValues: { amount: '' } })
  // One key per intended transfer: a retry after a lost answer is recognised, not paid twice.
  const requestKey = useMemo(() => newRequestKey(), [])
  const single = useTransferDownline()
  const multiple = useTransferMultipleDownline()
  const cents = parseAmount(form.watch('amount'))
  const busy = single.isPending || multiple.isPending

  const onSubmit = async (values: Values) => {
    const value = formatMinor(parseAmount(values.amount) ?? 0, { grouping: false })
    const first = targets[0]
    if (!first) return
    const sent =
      targets.length === 1
        ? single.mutateAsync({ downlineId: first.id, amount: value, requestKey })
        : multiple.mutateAsync({
            transfers: targets.map((d) => ({ downlineId: d.id, amount: value })),
            requestKey,
          })
    // The global handler shows the server's reason (not enough balance, …).
    if (
      await sent.then(
        () => true,
        () => false,
      )
    ) {
      Toast.show({ icon: 'success', content: t('agent.transfer.done') })
      onDone()
    }
  }

  return (
    <Popup visible onMaskClick={busy ? undefined : onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <Form
        form={form}
        onSubmit={onSubmit}
        messageText={() => t('agent.transfer.amountInvalid')}
        className="agent-form agent-form--fields"
      >
        <h2 className="agent-form__title">
          {targets.length === 1
            ? t('agent.transfer.toOne', { account: targets[0]?.account })
            : t('agent.transfer.toMany', { count: targets.length })}
        </h2>
        <FormField
          name="amount"
          id="transfer-amount"
          label={t('agent.transfer.amountEach')}
          inputProps={{ inputMode: 'decimal', placeholder: '0.00', autoComplete: 'off' }}
          hint={<span>{targets.map((d) => d.account).join(', ')}</span>}
        />
        {cents !== null && targets.length > 1 && (
          <p className="agent-form__hint">
            {t('agent.transfer.total', { total: formatMoney(cents * targets.length) })}
          </p>
        )}
        <SubmitButton compact loading={busy}>
          {t('agent.transfer.submit')}
        </SubmitButton>
      </Form>
    </Popup>
  )
}
