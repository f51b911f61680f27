import { isTrialType } from '@parlor/contract'
import { useSession } from '@/lib/storage'

/**
 * The session token when the member may use the cashier, else '' (guests and trial members, whom
 * the server refuses): the queries here stay off rather than earn a refusal.
 */
export function useRealMemberToken(): string {
  const session = useSession()
  return session && !isTrialType(session.type) ? session.token : ''
}
