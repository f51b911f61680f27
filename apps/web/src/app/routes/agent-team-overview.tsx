import { TeamOverviewScreen } from '@/features/agent/components/team-overview-screen'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'

export default function AgentTeamOverviewRoute() {
  return <TeamOverviewScreen timeZone={useMerchantInfo().timeZone} />
}
