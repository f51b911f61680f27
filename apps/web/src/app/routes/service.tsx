import { ServiceScreen } from '@/features/pages/components/service-screen'

export default function ServiceRoute() {
  return <ServiceScreen />
}
