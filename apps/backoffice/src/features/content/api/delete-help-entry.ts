import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { contentKeys } from './content-keys'

export const deleteHelpEntry = (id: number) => apiCall(routes.boHelpDelete, { params: { id } })

export function useDeleteHelpEntry(merchant: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteHelpEntry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.help(merchant) })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
