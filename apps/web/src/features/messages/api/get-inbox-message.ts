import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/storage'
import { messagesKeys } from './messages-keys'

/** One message of the member (`CSP_getInboxMessage`); another member's answers not found. */
export const getInboxMessage = (id: number, signal?: AbortSignal) =>
  apiCall(routes.inboxMessage, { query: { id }, signal })

export const getInboxMessageQueryOptions = (token: string, id: number) =>
  queryOptions({
    queryKey: messagesKeys.message(token, id, currentLanguage()),
    queryFn: ({ signal }) => getInboxMessage(id, signal),
    meta: { errorToast: false },
    retry: false,
  })

export function useInboxMessage(id: number) {
  const session = useSession()
  return useQuery({ ...getInboxMessageQueryOptions(session?.token ?? '', id), enabled: session !== null && id > 0 })
}
