import { isTrialType, type SessionInfo } from '@parlor/contract'
import { PayCircleOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'

/**
 * The cashier is for real accounts: guests sign in first and come back; trial members (type 4),
 * whom the server refuses with free_reject, read why instead of a form that cannot work.
 */
export function RealMemberOnly({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const { t } = useTranslation()
  const session = useSession()
  const { pathname, search } = useLocation()
  if (!session) return <Navigate to={paths.login.path} state={{ from: `${pathname}${search}` }} replace />
  if (isTrialType(session.type))
    return <StatusPage level={2} icon={<PayCircleOutline />} title={t('messages.free_reject')} />
  return <>{children(session)}</>
}
