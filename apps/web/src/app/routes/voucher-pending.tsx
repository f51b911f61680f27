import { useSearchParams } from 'react-router'
import { DepositPendingScreen } from '@/features/cashier/components/deposit-pending-screen'
import { HeaderBalance } from '@/features/wallet/components/header-balance'

export default function VoucherPendingRoute() {
  const [params] = useSearchParams()
  return <DepositPendingScreen orderNo={params.get('orderNo') ?? ''} balance={<HeaderBalance />} />
}
