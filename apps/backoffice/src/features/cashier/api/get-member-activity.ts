import { routes } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { cashierKeys } from './cashier-keys'

/**
 * The member behind an order, with recent activity: orders name the member by account, so the
 * account is looked up first (an exact match among the search's rows), then the member's detail.
 * Null when the member cannot be found or the staff may not read members.
 */
export async function getMemberActivity(merchant: string, username: string, signal?: AbortSignal) {
  const found = await apiCall(routes.boMemberList, {
    query: { merchant, q: username, page: 1, pageSize: 20 },
    signal,
  })
  const row = found.rows.find((r) => r.username === username)
  if (!row) return null
  return apiCall(routes.boMemberGet, { params: { id: row.id }, signal })
}

export function useMemberActivity(merchant: string, username: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: cashierKeys.member(merchant, username ?? ''),
    queryFn: ({ signal }) => getMemberActivity(merchant, username ?? '', signal),
    enabled: enabled && merchant !== '' && !!username,
    staleTime: 15_000,
  })
}
