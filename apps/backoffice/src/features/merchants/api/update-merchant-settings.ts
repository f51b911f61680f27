import { type boMerchantPatchSchema, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { merchantsKeys } from './merchants-keys'

export type MerchantPatch = z.input<typeof boMerchantPatchSchema>

export const updateMerchantSettings = (code: string, patch: MerchantPatch) =>
  apiCall(routes.boMerchantUpdate, { params: { code }, body: patch })

/** Saves one tab's fields; the answer is the whole record, so every tab sees the saved values. */
export function useUpdateMerchantSettings(code: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: MerchantPatch) => updateMerchantSettings(code, patch),
    // The form shows a refusal on its field; the global toast would say it twice.
    meta: { errorToast: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(merchantsKeys.settings(code), saved)
      void queryClient.invalidateQueries({ queryKey: merchantsKeys.list() })
      // The header's picker shows the merchant's name.
      void queryClient.invalidateQueries({ queryKey: ['bo', 'merchant-options'] })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
