import { routes } from '@parlor/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { promotionKeys } from './promotion-keys'

export type ApplicationStatus = 'applying' | 'claimed' | 'rejected'

export const getPromotionApplicationsQueryOptions = (merchant: string, status: ApplicationStatus) =>
  queryOptions({
    queryKey: promotionKeys.applications(merchant, status),
    queryFn: ({ signal }) => apiCall(routes.boPromotionApplications, { query: { merchant, status }, signal }),
  })

export const usePromotionApplications = (merchant: string, status: ApplicationStatus) =>
  useQuery(getPromotionApplicationsQueryOptions(merchant, status))

/** Approves (pays) or rejects a waiting claim; the server answers a claim decided meanwhile with its refusal. */
export function useDecideApplication(merchant: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (d: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      d.approve
        ? apiCall(routes.boPromotionApprove, { params: { id: d.id }, body: { merchant } })
        : apiCall(routes.boPromotionReject, { params: { id: d.id }, body: { merchant, reason: d.reason } }),
    meta: { errorToast: false },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
