import { RebateIncomeScreen } from '@/features/agent/components/rebate-income-screen'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'

export default function AgentRebateIncomeRoute() {
  return <RebateIncomeScreen timeZone={useMerchantInfo().timeZone} />
}
