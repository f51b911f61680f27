import { type boAnnouncementBodySchema, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { contentKeys } from './content-keys'

export type AnnouncementBody = z.input<typeof boAnnouncementBodySchema>

/** Creates the item, or replaces it when it has an id. */
export const saveAnnouncement = ({ id, body }: { id: number | null; body: AnnouncementBody }) =>
  id === null
    ? apiCall(routes.boAnnouncementCreate, { body })
    : apiCall(routes.boAnnouncementUpdate, { params: { id }, body })

export function useSaveAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAnnouncement,
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.announcements() })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
