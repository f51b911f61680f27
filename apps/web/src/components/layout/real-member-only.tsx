import { isTrialType, type SessionInfo } from '@parlor/contract'
import { PayCircleOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoginFirst } from '@/components/layout/member-only'
import { StatusPage } from '@/components/layout/status-page'
import { useSession } from '@/lib/storage'

/**
 * The cashier is for real accounts: guests sign in first and come back; trial members (type 4),
 * whom the server refuses with free_reject, read why instead of a form that cannot work.
 */
export function RealMemberOnly({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const { t } = useTranslation()
  const session = useSession()
  if (!session) return <LoginFirst />
  if (isTrialType(session.type))
    return <StatusPage level={2} icon={<PayCircleOutline />} title={t('messages.free_reject')} />
  return <>{children(session)}</>
}
