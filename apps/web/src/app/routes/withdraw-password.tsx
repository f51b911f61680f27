import { isTrialType } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { useCountdown } from '@/features/auth/hooks/use-sms-countdown'
import { getSecurityConfigQueryOptions } from '@/features/member-centre/api/get-security-config'
import { WithdrawPasswordScreen } from '@/features/withdraw/components/withdraw-password-screen'
import { useSession } from '@/lib/storage'

/** The reset code goes to the mobile the security settings show, and waits like the sign-in SMS button. */
export default function WithdrawPasswordRoute() {
  const session = useSession()
  const real = session !== null && !isTrialType(session.type)
  const config = useQuery({ ...getSecurityConfigQueryOptions(session?.token ?? ''), enabled: real })
  const countdown = useCountdown()
  return <WithdrawPasswordScreen mobile={config.data ? config.data.mobile : undefined} countdown={countdown} />
}
