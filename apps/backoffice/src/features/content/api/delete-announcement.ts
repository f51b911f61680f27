import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { contentKeys } from './content-keys'

export const deleteAnnouncement = (id: number) => apiCall(routes.boAnnouncementDelete, { params: { id } })

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.announcements() })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
