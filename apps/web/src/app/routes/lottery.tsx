import { LotteryScreen } from '@/features/games/components/lottery-screen'

export default function LotteryRoute() {
  return <LotteryScreen />
}
