import { SecurityCentreScreen } from '@/features/member-centre/components/security-centre-screen'
import { useWithdrawSecurity } from '@/features/withdraw/hooks/use-withdraw-security'

export default function SecurityCentreRoute() {
  const withdrawal = useWithdrawSecurity()
  return <SecurityCentreScreen withdrawal={withdrawal} />
}
