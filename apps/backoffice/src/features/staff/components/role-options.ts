import { MANAGED_BY_ADMIN, STAFF_ROLES, type StaffRole } from '@parlor/contract'

/**
 * The roles the signed-in staff member may hand out: an owner any, an admin only the roles below
 * admin (the server refuses the rest with `staff_owner_required`).
 */
export function assignableRoles(caller: StaffRole | undefined): readonly StaffRole[] {
  if (caller === 'owner') return STAFF_ROLES
  if (caller === 'admin') return MANAGED_BY_ADMIN
  return []
}

/** Whether the caller may change an account of `role` at all. */
export const canManage = (caller: StaffRole | undefined, role: StaffRole) => assignableRoles(caller).includes(role)
