import type { Permission } from '@parlor/contract'
import { useMe } from './session'

/**
 * Whether the signed-in staff member's role grants `permission`. The UI only hides with it: the
 * server checks every call. False while `me` is loading, so nothing flashes in and out.
 */
export function useCan(permission: Permission | undefined): boolean {
  const { data: me } = useMe()
  if (!permission) return true
  return me?.permissions.includes(permission) ?? false
}
