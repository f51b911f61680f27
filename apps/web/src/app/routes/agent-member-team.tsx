import { MemberTeamScreen } from '@/features/agent/components/member-team-screen'

export default function AgentMemberTeamRoute() {
  return <MemberTeamScreen />
}
