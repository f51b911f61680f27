import { useTranslation } from 'react-i18next'
import { useWalletBalance } from '../api/get-wallet-balance'
import { useBalanceControls } from '../hooks/use-balance-controls'
import { formatMoneyMajor } from '@/lib/format'

/**
 * The signed-in home header's total balance with the currency symbol, 2 decimals: cash plus any
 * locked bonus, as a player reads their money (decision 048); the bonus panel shows them apart.
 */
export function HeaderBalance() {
  const { t } = useTranslation()
  const { data } = useWalletBalance()
  const { hidden, reloading } = useBalanceControls()

  // Hidden wins; a reload shows no figure until it has finished (storefront §4).
  let text = '****'
  if (!hidden && reloading) text = '…'
  else if (!hidden && data)
    text = formatMoneyMajor(data.totalBalance ?? data.sumBalance, { symbol: data.currencySymbol })
  else if (!hidden) text = '--'

  return (
    <span
      className="app-header__balance"
      data-testid="header-balance"
      role="status"
      aria-label={t('storefront.balance')}
      aria-busy={reloading}
    >
      {text}
    </span>
  )
}
