import { TeamOverviewScreen } from '@/features/agent/components/team-overview-screen'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'

export default function AgentTeamOverviewRoute() {
  return <TeamOverviewScreen timeZone={useMerchantInfo().timeZone} />
}
