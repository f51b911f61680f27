import { AgentRegisterScreen } from '@/features/agent/components/agent-register-screen'

export default function AgentRegisterRoute() {
  return <AgentRegisterScreen />
}
