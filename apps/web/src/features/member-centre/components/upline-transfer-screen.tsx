import type { MemberInfo } from '@parlor/contract'
import { Button, Input, Toast } from 'antd-mobile'
import { SendOutline } from 'antd-mobile-icons'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import { useTransferToUpline } from '../api/transfer-to-upline'
import { EmptyState } from './empty-state'
import { MemberOnly } from '@/components/layout/member-only'
import './member-centre.css'
import { formatMoneyMajor } from '@/lib/format'

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/
const newKey = () => `upline-${crypto.randomUUID()}`

interface UplineTransferProps {
  member: MemberInfo | undefined
  /** The wallet balance as the header shows it. */
  balance: ReactNode
  /** Called after money moved, so balances elsewhere refresh. */
  onTransferred: () => void
}

function UplineTransfer({ member, balance, onTransferred }: UplineTransferProps) {
  const { t } = useTranslation()
  const transfer = useTransferToUpline()
  const [amount, setAmount] = useState('')
  const [remark, setRemark] = useState('')
  const [error, setError] = useState<string | null>(null)
  // One key per intended transfer: a resubmit after a lost answer cannot pay twice.
  const [requestKey, setRequestKey] = useState(newKey)

  if (member && (!member.toUpline || member.type === 2)) {
    return (
      <div className="mc-page">
        <EmptyState
          icon={<SendOutline />}
          title={t('memberCentre.upline.notAllowedTitle')}
          text={t('memberCentre.upline.notAllowedText')}
        />
      </div>
    )
  }

  const submit = () => {
    const value = amount.trim()
    if (!AMOUNT.test(value) || Number(value) <= 0) {
      setError(t('memberCentre.upline.amountInvalid'))
      return
    }
    setError(null)
    transfer.mutate(
      { amount: value, requestKey, remark: remark.trim() || null },
      {
        onSuccess: (answer) => {
          Toast.show({
            icon: 'success',
            content: t('memberCentre.upline.done', {
              amount: formatMoneyMajor(answer.amount),
              upline: answer.uplineAccount,
            }),
          })
          setAmount('')
          setRemark('')
          setRequestKey(newKey())
          onTransferred()
        },
        onError: (err) => {
          setError(isApiError(err) ? err.message : t('errors.unknown'))
          // A refusal is final for this attempt; the next one is a new transfer.
          if (isApiError(err) && err.status > 0) setRequestKey(newKey())
        },
      },
    )
  }

  const last = transfer.data
  return (
    <div className="mc-page">
      <section className="mc-card">
        <h2>{t('memberCentre.upline.balance')}</h2>
        <p>{balance}</p>
        <p>{t('memberCentre.upline.intro')}</p>
      </section>
      <section className="mc-card">
        <label htmlFor="upline-amount">
          <h2>{t('memberCentre.upline.amount')}</h2>
        </label>
        <Input
          id="upline-amount"
          inputMode="decimal"
          placeholder="0.00"
          value={amount}
          onChange={setAmount}
          aria-invalid={error !== null}
        />
        <label htmlFor="upline-remark">
          <h2>{t('memberCentre.upline.remark')}</h2>
        </label>
        <Input id="upline-remark" maxLength={100} value={remark} onChange={setRemark} />
        {error && (
          <p className="mc-field-error" role="alert">
            {error}
          </p>
        )}
        <Button block color="primary" shape="rounded" loading={transfer.isPending} onClick={submit}>
          {t('memberCentre.upline.submit')}
        </Button>
      </section>
      {last && (
        <section className="mc-card" role="status">
          <h2>{t('memberCentre.upline.lastTitle')}</h2>
          <p>
            {t('memberCentre.upline.lastText', {
              amount: formatMoneyMajor(last.amount),
              currency: last.currency,
              upline: last.uplineAccount,
              balance: formatMoneyMajor(last.balance),
            })}
          </p>
        </section>
      )}
    </div>
  )
}

/** `/m/upLine/transfer` (AGETRANSFERUP3, decision 012): move money from the member's wallet to its direct upline. */
export function UplineTransferScreen(props: UplineTransferProps) {
  return <MemberOnly>{() => <UplineTransfer {...props} />}</MemberOnly>
}
