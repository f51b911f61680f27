import { formatMajor } from '@parlor/contract'
import { CashierScreen } from '@/features/cashier/components/cashier-screen'
import { useCustomerServiceLinks } from '@/lib/merchant/use-customer-service-url'
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance'

export default function VoucherCenterRoute() {
  const links = useCustomerServiceLinks()
  const wallet = useWalletBalance()
  return (
    <CashierScreen
      kind="deposit"
      balance={wallet.data ? formatMajor(wallet.data.sumBalance, { symbol: wallet.data.currencySymbol }) : null}
      balanceFailed={wallet.isError}
      links={links}
    />
  )
}
