import { OrdersScreen } from '@/features/lottery/components/orders-screen'

export default function LotteryOrdersRoute() {
  return <OrdersScreen />
}
