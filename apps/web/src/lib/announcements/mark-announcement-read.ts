import { routes } from '@parlor/contract'
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/**
 * `MCSFE_markAnnouncementAsRead` (wire-contract §8): `{announcementId, read: true}`; members only.
 * Both the storefront's announcement popup and the agent notices on `/m/member/notice` mark what the
 * member opened.
 */
export const markAnnouncementRead = (announcementId: number) =>
  apiCall(routes.markAnnouncementRead, { body: { announcementId, read: true } })

/** `refresh` names the caller's cached answer that carries the read marks (or the unread count). */
export function useMarkAnnouncementRead(refresh: QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
    // Reading is a side effect of looking at a notice: a failure is not worth a toast.
    meta: { errorToast: false },
  })
}
