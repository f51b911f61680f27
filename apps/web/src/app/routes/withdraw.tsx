import { CashierScreen } from '@/features/cashier/components/cashier-screen'
import { useCustomerServiceLinks } from '@/features/system/hooks/use-customer-service-url'
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance'
import { formatBalance } from '@/features/wallet/utils/format-balance'

export default function WithdrawRoute() {
  const links = useCustomerServiceLinks()
  const wallet = useWalletBalance()
  return (
    <CashierScreen
      kind="withdraw"
      balance={wallet.data ? formatBalance(wallet.data.sumBalance, wallet.data.currencySymbol) : null}
      balanceFailed={wallet.isError}
      links={links}
    />
  )
}
