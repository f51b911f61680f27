import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'

/** `MCSFE_markAnnouncementAsRead` (wire-contract §8): `{announcementId, read: true}`; members only. */
export const markAnnouncementRead = (announcementId: number) =>
  apiCall(routes.markAnnouncementRead, { body: { announcementId, read: true } })

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAnnouncementRead,
    // The read marks and the unread footer live in the announcements answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.announcements }),
    // Reading is a side effect of looking at a notice: a failure is not worth a toast.
    meta: { errorToast: false },
  })
}
