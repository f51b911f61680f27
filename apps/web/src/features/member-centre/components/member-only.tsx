import type { SessionInfo } from '@parlor/contract'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'

/** Guests who open a member screen by its address sign in first and come back here (accounts §6). */
export function MemberOnly({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const session = useSession()
  const { pathname, search } = useLocation()
  if (!session) return <Navigate to={paths.login.path} state={{ from: `${pathname}${search}` }} replace />
  return <>{children(session)}</>
}
