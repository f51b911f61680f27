import { isTrialType } from '@parlor/contract'
import { AccountProtectionSections } from '@/features/account-protection/components/account-protection-sections'
import { SecurityCentreScreen } from '@/features/member-centre/components/security-centre-screen'
import { ResponsibleGamingEntry } from '@/features/responsible-gaming/components/responsible-gaming-entry'
import { useWithdrawSecurity } from '@/features/withdraw/hooks/use-withdraw-security'
import { useSession } from '@/lib/storage'

export default function SecurityCentreRoute() {
  const withdrawal = useWithdrawSecurity()
  const session = useSession()
  return (
    <SecurityCentreScreen withdrawal={withdrawal} extra={<ResponsibleGamingEntry />}>
      <AccountProtectionSections realMember={session !== null && !isTrialType(session.type)} />
    </SecurityCentreScreen>
  )
}
