import type { LoginAnswer, SessionInfo } from '@parlor/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { writeSession } from '@/lib/storage'
import { getMemberInfoQueryOptions } from '../api/get-member-info'

/** Screens a login must never return to: they would bounce straight back or mean nothing now. */
const NO_RETURN = new Set<string>([paths.login.path, paths.register.path, paths.forget.path])

/**
 * Where the member goes after signing in: the `redirect` query parameter (links from outside,
 * `/m/login?redirect=/m/withdraw`), else the screen that sent them here (router state `from`),
 * else home. Only paths inside the app count, never another origin.
 */
export function returnPath(redirect: string | null, from: unknown): string {
  for (const candidate of [redirect, from]) {
    if (typeof candidate !== 'string') continue
    if (!candidate.startsWith('/m/') || candidate.startsWith('//') || candidate.includes('\\')) continue
    const path = candidate.split(/[?#]/)[0] ?? ''
    if (!NO_RETURN.has(path)) return candidate
  }
  return paths.home.path
}

export function useReturnPath(): string {
  const [params] = useSearchParams()
  const location = useLocation()
  return returnPath(params.get('redirect'), (location.state as { from?: unknown } | null)?.from)
}

/** The stored session record (wire-contract §1.3) of a sign-in or registration answer with a token. */
export const sessionOf = (
  answer: Pick<LoginAnswer, 'id' | 'token' | 'userName' | 'customerType' | 'firstTimeLogin'>,
  merchantCode: string,
): SessionInfo => ({
  id: answer.id,
  token: answer.token,
  merchantCode,
  userName: answer.userName,
  type: answer.customerType,
  firstTimeLogin: answer.firstTimeLogin,
})

/**
 * Turns a login answer (password, SMS, trial or social) into the stored session record
 * (wire-contract §1.3) and leaves the login screen: to /m/changePsw when the answer says the
 * password must change (first login, expired, or 123456), else back where the member came from.
 */
export function useCompleteLogin() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { merchantCode } = useMerchantInfo()
  const target = useReturnPath()

  /** `to`: where a trial lands instead of home. */
  return (answer: LoginAnswer, { trial = false, to }: { trial?: boolean; to?: string | undefined } = {}) => {
    writeSession(sessionOf(answer, merchantCode), {
      trialName: trial ? answer.userName : undefined,
      mustChangePassword: answer.changePassword,
    })
    // The header greets the member by nickname; start fetching it now (wire-contract §3.2).
    void queryClient.prefetchQuery(getMemberInfoQueryOptions(answer.token))
    if (answer.changePassword) navigate(paths.changePsw.path, { replace: true })
    else navigate(trial ? (to ?? paths.home.path) : target, { replace: true })
  }
}
