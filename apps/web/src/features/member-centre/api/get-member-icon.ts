import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { memberCentreKeys } from './member-centre-keys'

/** `GET /wps/member/info/icon` (wire-contract §5): where the member's head icon is served, if any. */
export const getMemberIcon = (signal?: AbortSignal) => apiCall(routes.memberIcon, { signal })

export const getMemberIconQueryOptions = (token: string) =>
  queryOptions({
    queryKey: memberCentreKeys.icon(token),
    queryFn: ({ signal }) => getMemberIcon(signal),
    staleTime: 5 * 60_000,
    // Without an icon the default avatar shows; nothing to tell the member.
    meta: { errorToast: false },
  })

export function useMemberIcon() {
  const session = useSession()
  return useQuery({ ...getMemberIconQueryOptions(session?.token ?? ''), enabled: session !== null })
}
