import { RebateSettingsScreen } from '@/features/agent/components/rebate-settings-screen'

export default function AgentRebateSettingsRoute() {
  return <RebateSettingsScreen />
}
