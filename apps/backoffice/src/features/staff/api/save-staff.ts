import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { staffKeys } from './staff-keys'

export type StaffCreate = z.input<typeof routes.boStaffCreate.body>
export type StaffPatch = z.input<typeof routes.boStaffPatch.body>

/** `POST /admin/staff`: a new account with a first password; TOTP enrolment follows at sign-in. */
export const createStaff = (body: StaffCreate) => apiCall(routes.boStaffCreate, { body })

/** `PATCH /admin/staff/:id`: name, role, scope, status, a new password or a TOTP reset. */
export const patchStaff = ({ id, ...body }: StaffPatch & { id: number }) =>
  apiCall(routes.boStaffPatch, { params: { id }, body })

function useStaffMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    // The drawer shows the refusal beside the form.
    meta: { errorToast: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
        queryClient.invalidateQueries({ queryKey: auditTrailKey }),
      ]),
  })
}

export const useCreateStaff = () => useStaffMutation(createStaff)
export const usePatchStaff = () => useStaffMutation(patchStaff)
