import { AgreementScreen } from '@/features/pages/components/agreement-screen'

export default function UserAgreementRoute() {
  return <AgreementScreen />
}
