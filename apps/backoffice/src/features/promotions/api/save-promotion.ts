import { type BoPromotionBody, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { promotionKeys } from './promotion-keys'

/** Creates the promotion, or replaces it when it has an id. */
export const savePromotion = ({ id, body }: { id: number | null; body: BoPromotionBody }) =>
  id === null
    ? apiCall(routes.boPromotionCreate, { body })
    : apiCall(routes.boPromotionUpdate, { params: { id }, body })

export function useSavePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePromotion,
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
