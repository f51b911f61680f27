import { type ADJUSTMENT_STATES, routes } from '@parlor/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { dashboardKey } from '@/lib/queue-counts'
import { membersKeys } from './members-keys'

export type AdjustmentState = (typeof ADJUSTMENT_STATES)[number]

export interface AdjustmentSearch {
  merchant: string
  state: AdjustmentState
  page: number
  pageSize: number
}

/** `GET /admin/adjustments`: balance adjustments of the merchant, by state. */
export function useAdjustments(s: AdjustmentSearch) {
  return useQuery({
    queryKey: membersKeys.adjustmentList(s.merchant, s.state, s.page, s.pageSize),
    queryFn: ({ signal }) =>
      apiCall(routes.boAdjustmentList, {
        query: { merchant: s.merchant, state: s.state, page: s.page, pageSize: s.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: s.merchant !== '',
  })
}

export interface AdjustmentInput {
  memberId: number
  amount: string
  reason: string
  /** One per opening of the form: a retried request never adjusts twice. */
  key: string
}

/** `POST /admin/adjustments`: applied at once up to the merchant's threshold, pending above it. */
export function useCreateAdjustment() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: AdjustmentInput) => apiCall(routes.boAdjustmentCreate, { body }),
    // The form shows the refusal beside the amount it concerns.
    meta: { errorToast: false },
    onSuccess: (adj) => {
      void qc.invalidateQueries({ queryKey: auditTrailKey })
      void qc.invalidateQueries({ queryKey: membersKeys.detail(adj.memberId) })
      void qc.invalidateQueries({ queryKey: membersKeys.adjustments })
      void qc.invalidateQueries({ queryKey: dashboardKey })
    },
  })
}

/** `POST /admin/adjustments/:id/approve|reject` by a second staff member. */
export function useDecideAdjustment() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: number; approve: boolean; note: string }) =>
      apiCall(approve ? routes.boAdjustmentApprove : routes.boAdjustmentReject, {
        params: { id },
        body: note.trim() ? { note: note.trim() } : {},
      }),
    onSuccess: (adj) => {
      void qc.invalidateQueries({ queryKey: auditTrailKey })
      void qc.invalidateQueries({ queryKey: membersKeys.adjustments })
      void qc.invalidateQueries({ queryKey: dashboardKey })
      void qc.invalidateQueries({ queryKey: membersKeys.detail(adj.memberId) })
    },
  })
}
