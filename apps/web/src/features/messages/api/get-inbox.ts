import { INBOX_PAGE_SIZE, routes } from '@parlor/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/storage'
import { messagesKeys } from './messages-keys'

/** `CSP_getInbox` (wire-contract §8): the member's messages, newest first, with read flags. */
export const getInbox = (pageNo: number, signal?: AbortSignal) =>
  apiCall(routes.inbox, { query: { pageNo, pageSize: INBOX_PAGE_SIZE }, signal })

// Everything of the inbox lives under ['inbox', token]; a read mark invalidates that prefix.
export const getInboxQueryOptions = (token: string) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.list(token, currentLanguage()),
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  })

export function useInbox() {
  const session = useSession()
  return useInfiniteQuery({ ...getInboxQueryOptions(session?.token ?? ''), enabled: session !== null })
}
