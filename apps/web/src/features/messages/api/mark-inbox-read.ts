import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { getInboxUnreadCountQueryOptions } from './get-inbox-unread-count'
import { messagesKeys } from './messages-keys'

/** `CSP_markInboxRead`: answers the unread count left, which becomes every badge's count at once. */
export const markInboxRead = (ids: number[]) => apiCall(routes.inboxMarkRead, { body: { ids } })

export function useMarkInboxRead() {
  const session = useSession()
  const queryClient = useQueryClient()
  const token = session?.token ?? ''
  return useMutation({
    mutationFn: markInboxRead,
    onSuccess: async (unread) => {
      queryClient.setQueryData(getInboxUnreadCountQueryOptions(token).queryKey, unread)
      await queryClient.invalidateQueries({ queryKey: messagesKeys.member(token), refetchType: 'active' })
    },
  })
}
