import { isTrialType } from '@parlor/contract'
import { sessionDisplayName, useSession } from '@/lib/storage'
import { useMemberInfo } from '../api/get-member-info'

/**
 * The name to greet the signed-in member with: the nickname from member info, else the account,
 * else (while it loads, or for a trial account) the session's name. Null for a guest.
 */
export function useMemberDisplayName(): string | null {
  const session = useSession()
  const { data } = useMemberInfo()
  if (!session) return null
  if (isTrialType(session.type)) return sessionDisplayName(session)
  return data?.nickname?.trim() || data?.account || sessionDisplayName(session)
}
