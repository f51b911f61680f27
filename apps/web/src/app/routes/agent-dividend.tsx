import { AgentDividendScreen } from '@/features/agent/components/agent-dividend-screen'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'

export default function AgentDividendRoute() {
  return <AgentDividendScreen timeZone={useMerchantInfo().timeZone} />
}
