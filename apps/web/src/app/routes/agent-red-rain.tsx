import { RedRainScreen } from '@/features/agent/components/red-rain-screen'

export default function AgentRedRainRoute() {
  return <RedRainScreen />
}
