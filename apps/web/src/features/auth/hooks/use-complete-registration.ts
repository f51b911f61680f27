import { DEFAULT_PASSWORD } from '@parlor/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { writeSession } from '@/lib/storage'
import { getMemberInfoQueryOptions } from '../api/get-member-info'
import type { registerMember } from '../api/register-member'
import { writeHeldPassword } from '../utils/held-password'
import { sessionOf } from './use-complete-login'

type RegisterAnswer = Awaited<ReturnType<typeof registerMember>>

/**
 * After a registration (accounts-and-access §4 Registration): signed in when the answer carries a
 * token (home, or the forced password change), else on to the login screen.
 */
export function useCompleteRegistration() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { merchantCode } = useMerchantInfo()

  /** `defaultPassword`: a mobile sign-up without a password field, which got the default one. */
  return (answer: RegisterAnswer, { defaultPassword }: { defaultPassword: boolean }) => {
    if (!answer.token) {
      navigate(paths.login.path, { replace: true })
      return
    }
    writeSession(sessionOf({ ...answer, token: answer.token }, merchantCode), {
      mustChangePassword: answer.changePassword,
    })
    void queryClient.prefetchQuery(getMemberInfoQueryOptions(answer.token))
    // The forced change must not ask for a password the member was never told.
    if (defaultPassword && answer.changePassword) writeHeldPassword(DEFAULT_PASSWORD)
    navigate(answer.changePassword ? paths.changePsw.path : paths.home.path, { replace: true })
  }
}
