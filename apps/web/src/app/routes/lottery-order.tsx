import { OrderDetailScreen } from '@/features/lottery/components/order-detail-screen'

export default function LotteryOrderRoute() {
  return <OrderDetailScreen />
}
