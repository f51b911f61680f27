import type { Permission } from '@parlor/contract'
import type { ReactNode } from 'react'
import { useCan } from '@/lib/permissions'

export { useCan }

/** Shows its children only to staff whose role grants `permission`; `fallback` otherwise. */
export function PermissionGate({
  permission,
  fallback = null,
  children,
}: {
  permission: Permission
  fallback?: ReactNode
  children: ReactNode
}) {
  return useCan(permission) ? children : fallback
}
