import { zodResolver } from '@hookform/resolvers/zod'
import type { DepositChannel, ReceivingAccount } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { CloseOutline, FileOutline, LeftOutline, PictureOutline } from 'antd-mobile-icons'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { type FieldProblem, Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { useDepositManual } from '../api/deposit-manual'
import { useDepositManualInfo } from '../api/get-deposit-manual-info'
import {
  amountLimitParams,
  amountMinor,
  amountRule,
  localDateTime,
  receiptProblem,
  requestKeys,
  toBase64,
  wireAmount,
} from '../utils/deposit-rules'
import { ERROR_KEYS, type ManualDraft } from './amount-form'
import { showRefusal } from './refusal'
import { formatMoney } from '@/lib/format'

interface ManualTransferProps {
  token: string
  channel: DepositChannel
  draft: ManualDraft
  currencySymbol: string
  onBack: () => void
}

interface Receipt {
  name: string
  data: string
}

const ACCOUNT_FIELDS = ['bankName', 'accountName', 'accountNumber', 'branch'] as const

/** Copies one detail of the receiving account, saying so in a toast either way. */
function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      Toast.show({ icon: 'success', content: t('deposit.manual.copied'), duration: 1200 })
    } catch {
      Toast.show({ content: t('deposit.manual.copyFailed'), duration: 2000 })
    }
  }
  return (
    <button
      type="button"
      className="dep-copy"
      aria-label={t('deposit.manual.copy', { label })}
      onClick={() => void copy()}
    >
      <FileOutline aria-hidden="true" />
    </button>
  )
}

function AccountDetails({ account }: { account: ReceivingAccount }) {
  const { t } = useTranslation()
  return (
    <dl className="dep-account" data-testid="receiving-account">
      {ACCOUNT_FIELDS.map((field) => {
        const value = account[field]
        if (!value) return null
        const label = t(`deposit.manual.${field}`)
        return (
          <div key={field} className="dep-account__row">
            <dt>{label}</dt>
            <dd>
              <span className="dep-account__value">{value}</span>
              <CopyButton label={label} value={value} />
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/**
 * A manual bank transfer: the merchant's receiving account with copy buttons, then what the
 * player tells about the transfer (amount, reference, time, an optional receipt image). The
 * deposit then waits for an operator, on the pending screen.
 */
export function ManualTransfer({ token, channel, draft, currencySymbol, onBack }: ManualTransferProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const info = useDepositManualInfo(token, channel.id)
  const send = useDepositManual()
  const [keyFor] = useState(requestKeys)
  const [receipt, setReceipt] = useState<Receipt | null>(null)
  const [receiptError, setReceiptError] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const params = amountLimitParams(channel, undefined, currencySymbol)

  const [schema] = useState(() =>
    z.object({
      amount: amountRule(channel, undefined),
      payerReference: z.string().trim().min(1, 'referenceRequired').max(64, 'referenceRequired'),
      transferredAt: z
        .string()
        .min(1, 'timeRequired')
        .refine((v) => Number.isFinite(new Date(v).getTime()), 'timeRequired')
        // A minute of slack for a phone clock a little behind the server's.
        .refine((v) => new Date(v).getTime() <= Date.now() + 60_000, 'timeFuture'),
    }),
  )
  type Values = z.input<typeof schema>
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: draft.amount, payerReference: '', transferredAt: localDateTime(Date.now()) },
  })
  const messageText = ({ message = '' }: FieldProblem) =>
    ERROR_KEYS.has(message) ? t(`deposit.errors.${message as 'belowMin'}`, params) : message

  const pickReceipt = async (file: File | undefined) => {
    setReceiptError('')
    if (fileInput.current) fileInput.current.value = ''
    if (!file) return
    const problem = await receiptProblem(file)
    if (problem) {
      setReceiptError(t(`deposit.errors.${problem}`))
      return
    }
    setReceipt({ name: file.name, data: await toBase64(file) })
  }

  const onSubmit = async (values: Values) => {
    const amount = amountMinor(values.amount.trim())
    if (amount === null) return
    const reference = values.payerReference.trim()
    const transferredAt = new Date(values.transferredAt).getTime()
    try {
      const { deposit } = await send.mutateAsync({
        channelId: channel.id,
        amount: wireAmount(amount),
        payerReference: reference,
        transferredAt,
        receipt: receipt?.data ?? null,
        promoId: draft.promoId,
        requestKey: keyFor(`${channel.id}|${amount}|${draft.promoId ?? ''}|${reference}|${transferredAt}`),
      })
      navigate(`${paths.voucherPending.path}?orderNo=${encodeURIComponent(deposit.orderNo)}`)
    } catch (error) {
      showRefusal(form, error, t('errors.unknown'))
    }
  }

  const amountNow = amountMinor(draft.amount)
  return (
    <>
      <section className="dep-card" aria-labelledby="dep-manual-title">
        <button type="button" className="dep-back" onClick={onBack}>
          <LeftOutline aria-hidden="true" /> {t('deposit.changeMethod')}
        </button>
        <h2 id="dep-manual-title" className="dep-heading">
          {t('deposit.manual.title')}
        </h2>
        <p className="dep-text">
          {t('deposit.manual.intro', {
            amount: amountNow === null ? draft.amount : formatMoney(amountNow, { symbol: currencySymbol }),
          })}
        </p>
        {info.data && <AccountDetails account={info.data.account} />}
        {info.isPending && <p className="dep-hint">{t('common.loading')}</p>}
        {info.isError && (
          <div className="dep-problem" role="alert">
            <p>{t('deposit.manual.loadFailed')}</p>
            <Button size="small" onClick={() => void info.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </section>

      {info.data && (
        <Form form={form} onSubmit={onSubmit} messageText={messageText} className="dep-card dep-form" clearOnEdit>
          <h2 className="dep-heading">{t('deposit.manual.formTitle')}</h2>
          <FormField
            name="amount"
            id="manual-amount"
            label={t('deposit.amount')}
            prefix={<span className="dep-currency">{currencySymbol}</span>}
            inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
            hint={<span className="dep-hint">{t('deposit.amountLimits', params)}</span>}
          />
          <FormField
            name="payerReference"
            id="manual-reference"
            label={t('deposit.manual.reference')}
            inputProps={{ autoComplete: 'off', maxLength: 64, placeholder: t('deposit.manual.referencePlaceholder') }}
          />
          <FormField
            name="transferredAt"
            id="manual-time"
            label={t('deposit.manual.time')}
            inputProps={{ type: 'datetime-local', max: localDateTime(Date.now() + 60_000) }}
          />
          <div className="dep-receipt">
            <span className="form-field__label">{t('deposit.manual.receipt')}</span>
            {receipt ? (
              <span className="dep-receipt__file">
                <PictureOutline aria-hidden="true" /> {receipt.name}
                <button
                  type="button"
                  className="dep-copy"
                  aria-label={t('deposit.manual.removeReceipt', { name: receipt.name })}
                  onClick={() => setReceipt(null)}
                >
                  <CloseOutline aria-hidden="true" />
                </button>
              </span>
            ) : (
              <Button size="small" onClick={() => fileInput.current?.click()}>
                <PictureOutline aria-hidden="true" /> {t('deposit.manual.addReceipt')}
              </Button>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              data-testid="receipt-file"
              onChange={(e) => void pickReceipt(e.target.files?.[0])}
            />
            {receiptError && (
              <p className="form-field__error" role="alert">
                {receiptError}
              </p>
            )}
          </div>
          <SubmitButton loading={send.isPending}>{t('deposit.manual.submit')}</SubmitButton>
        </Form>
      )}
    </>
  )
}
