import { SecurityCentreScreen } from '@/features/member-centre/components/security-centre-screen'

export default function SecurityCentreRoute() {
  return <SecurityCentreScreen />
}
