import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { pagesKeys } from './pages-keys'

/** `MCSFE_markAnnouncementAsRead` for an agent notice opened on `/m/member/notice`. */
export const markAnnouncementRead = (announcementId: number) =>
  apiCall(routes.markAnnouncementRead, { body: { announcementId, read: true } })

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAnnouncementRead,
    meta: { errorToast: false },
    // The agent home's footer badge reads the same call's unreadCount.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesKeys.memberNoticesAll }),
  })
}
