import { VerifyScreen } from '@/features/lottery/components/verify-screen'

export default function LotteryVerifyRoute() {
  return <VerifyScreen />
}
