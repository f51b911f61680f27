import { TeamBettingScreen } from '@/features/agent/components/team-betting-screen'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'

export default function AgentTeamBettingRoute() {
  return <TeamBettingScreen timeZone={useMerchantInfo().timeZone} />
}
