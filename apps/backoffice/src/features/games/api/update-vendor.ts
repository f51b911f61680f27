import { type boVendorPatchSchema, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { gamesKeys } from './games-keys'

export type VendorPatch = z.input<typeof boVendorPatchSchema>

export const updateVendor = (code: string, patch: VendorPatch) =>
  apiCall(routes.boVendorPatch, { params: { code }, body: patch })

export function useUpdateVendor(merchant: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ code, patch }: { code: string; patch: VendorPatch }) => updateVendor(code, patch),
    onSuccess: (row) => {
      queryClient.setQueryData(gamesKeys.vendors(merchant), (rows: Array<typeof row> | undefined) =>
        rows?.map((r) => (r.code === row.code ? row : r)),
      )
      void queryClient.invalidateQueries({ queryKey: gamesKeys.vendors(merchant) })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
