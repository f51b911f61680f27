import { Button, Dialog, List, Toast } from 'antd-mobile'
import { CheckShieldOutline, ClockCircleOutline, GlobalOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { formatDateTime } from '@/lib/format'
import { useSession } from '@/lib/storage'
import { useActiveSessions } from '../api/get-active-sessions'
import { useLoginHistory } from '../api/get-login-history'
import { useTotpStatus } from '../api/get-totp-status'
import { useRevokeOtherSessions } from '../api/revoke-other-sessions'
import { PasskeysSection } from './passkeys-section'
import './account-protection.css'

/** Day and minute are enough to recognise a sign-in, and keep each row to one line. */
const when = (ms: number) => formatDateTime(ms, { dateStyle: 'medium', timeStyle: 'short' })

const place = (ip: string | null, agent: string | null, device: string | null) =>
  [agent, device, ip].filter(Boolean).join(' · ') || undefined

function TwoStepItem({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data } = useTotpStatus(token)
  return (
    <List className="ap-list" header={t('accountProtection.header')}>
      <List.Item
        prefix={<CheckShieldOutline aria-hidden="true" />}
        extra={
          data && (
            <span className={data.enabled ? 'ap-on' : 'ap-off'}>
              {t(data.enabled ? 'accountProtection.on' : 'accountProtection.off')}
            </span>
          )
        }
        description={t('accountProtection.twoStepHint')}
        onClick={() => navigate(paths.twoStep.path)}
      >
        {t('accountProtection.twoStep')}
      </List.Item>
    </List>
  )
}

function Sessions({ token }: { token: string }) {
  const { t } = useTranslation()
  const { data } = useActiveSessions(token)
  const revoke = useRevokeOtherSessions(token)
  const others = data?.filter((s) => !s.current).length ?? 0
  const signOutOthers = async () => {
    const sure = await Dialog.confirm({
      content: t('accountProtection.signOutOthersConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    })
    if (!sure) return
    const { count } = await revoke.mutateAsync()
    Toast.show({ content: t('accountProtection.signedOutOthers', { count }) })
  }
  return (
    <List className="ap-list" header={t('accountProtection.sessions')} data-testid="ap-sessions">
      {data?.map((s) => (
        <List.Item
          key={s.id}
          prefix={<GlobalOutline aria-hidden="true" />}
          description={[t('accountProtection.lastActive', { time: when(s.lastSeenAt) }), s.ip]
            .filter(Boolean)
            .join(' · ')}
          extra={s.current ? <span className="ap-on">{t('accountProtection.thisSession')}</span> : null}
        >
          {[s.agent, s.device].filter(Boolean).join(' · ') || s.ip}
        </List.Item>
      ))}
      <div className="ap-actions">
        <Button block size="middle" color="danger" fill="outline" disabled={others === 0} onClick={signOutOthers}>
          {t('accountProtection.signOutOthers')}
        </Button>
      </div>
    </List>
  )
}

function History({ token }: { token: string }) {
  const { t } = useTranslation()
  const { data } = useLoginHistory(token)
  return (
    <List className="ap-list" header={t('accountProtection.history')} data-testid="ap-history">
      {data?.length === 0 && <List.Item className="ap-muted">{t('accountProtection.historyEmpty')}</List.Item>}
      {data?.map((e) => (
        <List.Item
          key={`${e.at}-${e.success}-${e.ip ?? ''}-${e.agent ?? ''}`}
          prefix={<ClockCircleOutline aria-hidden="true" />}
          description={place(e.ip, e.agent, e.device)}
          extra={
            <span className={e.success ? 'ap-on' : 'ap-failed'}>
              {t(e.success ? 'accountProtection.success' : 'accountProtection.failure')}
            </span>
          }
        >
          {when(e.at)}
        </List.Item>
      ))}
    </List>
  )
}

/**
 * The security centre's account protection (decisions 041, 043): two-step sign-in, passkeys, open sessions with
 * "sign out other sessions", and the sign-in history. Trial members see sessions and history only.
 */
export function AccountProtectionSections({ realMember }: { realMember: boolean }) {
  const session = useSession()
  if (!session) return null
  return (
    <>
      {realMember && <TwoStepItem token={session.token} />}
      {realMember && <PasskeysSection token={session.token} />}
      <Sessions token={session.token} />
      <History token={session.token} />
    </>
  )
}
