import { TeamPnlScreen } from '@/features/agent/components/team-pnl-screen'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'

export default function AgentTeamPnlRoute() {
  return <TeamPnlScreen timeZone={useMerchantInfo().timeZone} />
}
