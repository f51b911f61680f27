import { LaunchScreen } from '@/features/games/components/launch-screen'

export default function LaunchGameRoute() {
  return <LaunchScreen />
}
