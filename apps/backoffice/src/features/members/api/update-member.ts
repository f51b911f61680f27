import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { membersKeys } from './members-keys'

/** What an operator changes on a member: its state, or a date of birth the member asked to correct. */
type MemberChange = { status?: 'active' | 'disabled'; testAccount?: boolean; birthDate?: string | null }

/** `PUT /admin/members/:id/state`: disable/enable, mark as a test account, correct the date of birth. */
export const updateMember = (id: number, body: MemberChange) => apiCall(routes.boMemberUpdate, { params: { id }, body })

export function useUpdateMember(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: MemberChange) => updateMember(id, body),
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
