import type { Downline } from '@parlor/contract'
import { Button, Form, Input, Popup, Toast } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTransferDownline } from '../api/transfer-downline'
import { useTransferMultipleDownline } from '../api/transfer-multiple-downline'
import { centsText, newRequestKey, parseAmount } from '../utils/amounts'
import { money } from '../utils/dates'

export interface TransferPopupProps {
  /** Who receives; one target uses the single transfer call, several the all-or-nothing multiple one. */
  targets: readonly Downline[]
  onClose: () => void
  onDone: () => void
}

/** The same amount to each target, from the agent's balance, through the server's ledger. */
export function TransferPopup({ targets, onClose, onDone }: TransferPopupProps) {
  const { t } = useTranslation()
  const [amount, setAmount] = useState('')
  const [touched, setTouched] = useState(false)
  // One key per intended transfer: a retry after a lost answer is recognised, not paid twice.
  const requestKey = useMemo(() => newRequestKey(), [])
  const single = useTransferDownline()
  const multiple = useTransferMultipleDownline()
  const cents = parseAmount(amount)
  const busy = single.isPending || multiple.isPending

  const submit = async () => {
    setTouched(true)
    if (cents === null || targets.length === 0) return
    const value = centsText(cents)
    const first = targets[0] as Downline
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
        className="agent-form"
        layout="vertical"
        mode="card"
        onFinish={() => {
          void submit()
        }}
        footer={
          <Button block type="submit" color="primary" loading={busy}>
            {t('agent.transfer.submit')}
          </Button>
        }
      >
        <Form.Header>
          {targets.length === 1
            ? t('agent.transfer.toOne', { account: targets[0]?.account })
            : t('agent.transfer.toMany', { count: targets.length })}
        </Form.Header>
        <Form.Item label={t('agent.transfer.amountEach')} description={targets.map((d) => d.account).join(', ')}>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            placeholder="0.00"
            aria-label={t('agent.transfer.amountEach')}
            aria-invalid={touched && cents === null}
          />
        </Form.Item>
        {touched && cents === null ? (
          <p className="agent-down agent-form__hint" role="alert">
            {t('agent.transfer.amountInvalid')}
          </p>
        ) : (
          cents !== null &&
          targets.length > 1 && (
            <p className="agent-form__hint">
              {t('agent.transfer.total', { total: money((cents * targets.length) / 100) })}
            </p>
          )
        )}
      </Form>
    </Popup>
  )
}
