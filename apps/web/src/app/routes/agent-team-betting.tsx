import { TeamBettingScreen } from '@/features/agent/components/team-betting-screen'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'

export default function AgentTeamBettingRoute() {
  return <TeamBettingScreen timeZone={useMerchantInfo().timeZone} />
}
