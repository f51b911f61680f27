import { routes } from '@parlor/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { membersKeys } from './members-keys'

/** `GET /admin/members/:id/responsible-gaming`: limits with use so far, the last break and the history. */
export const getMemberRg = (id: number, signal?: AbortSignal) => apiCall(routes.boMemberRg, { params: { id }, signal })

export const getMemberRgQueryOptions = (id: number) =>
  queryOptions({ queryKey: membersKeys.rg(id), queryFn: ({ signal }) => getMemberRg(id, signal) })

export const useMemberRg = (id: number) => useQuery({ ...getMemberRgQueryOptions(id), enabled: id > 0 })

/** `POST /admin/members/:id/responsible-gaming/lift`: refused by the server while the break is in force. */
export function useLiftBreak(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => apiCall(routes.boMemberRgLift, { params: { id }, body: { reason } }),
    meta: { errorToast: false },
    onSuccess: (view) => {
      qc.setQueryData(membersKeys.rg(id), view)
      void qc.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}

/** `POST /admin/members/:id/two-step/reset`: two-step sign-in off, every session ended, the member told. */
export function useResetTwoStep(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => apiCall(routes.boMemberResetTwoStep, { params: { id }, body: { reason } }),
    meta: { errorToast: false },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: membersKeys.detail(id) })
      void qc.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
