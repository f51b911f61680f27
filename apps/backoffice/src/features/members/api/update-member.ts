import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { membersKeys } from './members-keys'

/** `PUT /admin/members/:id/state`: disable/enable or mark as a test account. */
export const updateMember = (id: number, body: { status?: 'active' | 'disabled'; testAccount?: boolean }) =>
  apiCall(routes.boMemberUpdate, { params: { id }, body })

export function useUpdateMember(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { status?: 'active' | 'disabled'; testAccount?: boolean }) => updateMember(id, body),
    onSuccess: (detail) => {
      void qc.invalidateQueries({ queryKey: auditTrailKey })
      qc.setQueryData(membersKeys.detail(id), detail)
      void qc.invalidateQueries({ queryKey: membersKeys.all })
    },
  })
}

/** `POST /admin/members/:id/password-reset`: the temporary password is answered once, never again. */
export function useResetMemberPassword(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall(routes.boMemberResetPassword, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: auditTrailKey }),
  })
}

/** `POST /admin/members/:id/sessions/revoke`: signs the member out everywhere. */
export function useRevokeMemberSessions(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall(routes.boMemberRevokeSessions, { params: { id } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: membersKeys.detail(id) })
      void qc.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
