import { type boHelpEntryBodySchema, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { contentKeys } from './content-keys'

export type HelpEntryBody = z.input<typeof boHelpEntryBodySchema>

export const saveHelpEntry = ({ id, body }: { id: number | null; body: HelpEntryBody }) =>
  id === null ? apiCall(routes.boHelpCreate, { body }) : apiCall(routes.boHelpUpdate, { params: { id }, body })

export function useSaveHelpEntry(merchant: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveHelpEntry,
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.help(merchant) })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
