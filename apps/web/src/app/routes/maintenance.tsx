import { MaintenanceScreen } from '@/features/system/components/maintenance-screen'

export default function MaintenanceRoute() {
  return <MaintenanceScreen />
}
