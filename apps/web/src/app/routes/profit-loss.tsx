import { ProfitLossScreen } from '@/features/member-centre/components/profit-loss-screen'

export default function ProfitLossRoute() {
  return <ProfitLossScreen />
}
