import { DepositScreen } from '@/features/cashier/components/deposit-screen'
import { HeaderBalance } from '@/features/wallet/components/header-balance'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'

export default function VoucherCenterRoute() {
  const { mobileTemplate } = useMerchantInfo()
  return <DepositScreen look={mobileTemplate.dep_func === '1' ? 'new' : 'base'} balance={<HeaderBalance />} />
}
