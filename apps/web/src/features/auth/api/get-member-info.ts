import { type MemberInfo, routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { authKeys } from './auth-keys'

/** `GET /wps/member/info` (wire-contract §5): the signed-in member's account and nickname. */
export const getMemberInfo = (signal?: AbortSignal): Promise<MemberInfo> => apiCall(routes.memberInfo, { signal })

// Keyed by token, so a new session never shows the previous member's details.
export const getMemberInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.memberInfo(token),
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
    // Screens fall back to the session's user name; a revoked session is handled by the client.
    meta: { errorToast: false },
  })

export function useMemberInfo() {
  const session = useSession()
  return useQuery({ ...getMemberInfoQueryOptions(session?.token ?? ''), enabled: session !== null })
}
