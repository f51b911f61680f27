import { WithdrawScreen } from '@/features/withdraw/components/withdraw-screen'

export default function WithdrawRoute() {
  return <WithdrawScreen />
}
