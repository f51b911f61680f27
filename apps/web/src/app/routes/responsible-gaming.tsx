import { ResponsibleGamingScreen } from '@/features/responsible-gaming/components/responsible-gaming-screen'

export default function ResponsibleGamingRoute() {
  return <ResponsibleGamingScreen />
}
