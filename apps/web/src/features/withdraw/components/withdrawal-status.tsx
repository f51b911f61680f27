import type { Withdrawal } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { formatMoneyMajor } from '@/lib/format'

/** A withdrawal's state as a coloured word. */
function StatusTag({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation()
  return <span className={`wd__tag wd__tag--${status}`}>{t(`withdraw.status.${status}`)}</span>
}

/** Amount, status, card and order number of one withdrawal. */
export function WithdrawalSummary({ withdrawal, symbol }: { withdrawal: Withdrawal; symbol: string }) {
  const { t } = useTranslation()
  return (
    <span className="wd__row-main">
      <span>
        <span className="wd__amount">{formatMoneyMajor(withdrawal.amount, { symbol })}</span>{' '}
        <StatusTag status={withdrawal.status} />
      </span>
      <small>
        {withdrawal.bankName} {withdrawal.accountNumber}
      </small>
      <small>{t('withdraw.orderNo', { orderNo: withdrawal.orderNo })}</small>
      {withdrawal.note && <small>{withdrawal.note}</small>}
    </span>
  )
}
