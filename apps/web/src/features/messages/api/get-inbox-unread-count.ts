import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { messagesKeys } from './messages-keys'

/** `CSP_unreadCount`: value is the number of unread messages. */
export const getInboxUnreadCount = (signal?: AbortSignal) => apiCall(routes.inboxUnreadCount, { signal })

export const getInboxUnreadCountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: messagesKeys.unreadCount(token),
    queryFn: ({ signal }) => getInboxUnreadCount(signal),
    staleTime: 30_000,
    // A badge that fails to load is simply not shown.
    meta: { errorToast: false },
  })

/**
 * The unread badge for any screen that shows one (member centre entry, agent menu, home icon):
 * 0 for guests, who have no inbox.
 */
export function useInboxUnreadCount(): number {
  const session = useSession()
  const { data } = useQuery({ ...getInboxUnreadCountQueryOptions(session?.token ?? ''), enabled: session !== null })
  return session ? (data ?? 0) : 0
}
