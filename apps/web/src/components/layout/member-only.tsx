import type { SessionInfo } from '@parlor/contract'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { showToast } from '@/lib/antd-mobile'
import { useSession } from '@/lib/storage'

/**
 * A guest who opened a member screen by its address: says so ('Please login first', accounts §8),
 * not that an account was logged out, and goes to login, which brings them back here afterwards.
 */
export function LoginFirst() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  useEffect(() => {
    void showToast(t('messages.login_first'))
  }, [t])
  return <Navigate to={paths.login.path} state={{ from: `${pathname}${search}` }} replace />
}

/**
 * Member screens (accounts §6): the body, and so every call it makes, runs only with a session;
 * guests sign in first and come back here.
 */
export function MemberOnly({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const session = useSession()
  if (!session) return <LoginFirst />
  return <>{children(session)}</>
}
