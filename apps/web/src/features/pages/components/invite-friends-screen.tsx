import { ErrorCode, isTrialType, type SessionInfo } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { UserAddOutline } from 'antd-mobile-icons'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { LoginFirst } from '@/components/layout/member-only'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { useMemberReferral } from '../api/get-member-referral'
import './pages.css'

const NOTICE_MS = 2_000

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * `/m/inviteFriends` (storefront §Shell behaviour): needs a sign-in, and the merchant must have a
 * REFERRAL promotion on; the server holds that rule and refuses the code otherwise, which shows
 * the contact-service notice for 2 seconds.
 */
export function InviteFriendsScreen() {
  const session = useSession()
  if (!session) return <LoginFirst />
  return <InviteFriends session={session} />
}

function InviteFriends({ session }: { session: SessionInfo }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const trial = isTrialType(session.type)
  const referral = useMemberReferral(session.token, !trial)
  const refused = referral.isError
  const notified = useRef(false)

  useEffect(() => {
    if ((refused || trial) && !notified.current) {
      notified.current = true
      Toast.show({ content: t(trial ? 'messages.free_reject' : 'pages.invite.contactService'), duration: NOTICE_MS })
    }
  }, [refused, trial, t])

  if (trial) return <StatusPage icon={<UserAddOutline />} title={t('messages.free_reject')} />
  if (referral.isPending) return <p className="pages__state">{t('common.loading')}</p>
  if (!referral.data) {
    const off = isApiError(referral.error) && referral.error.errorCode === ErrorCode.functionNotAvailable
    return (
      <StatusPage
        icon={<UserAddOutline />}
        title={t(off ? 'pages.invite.unavailable' : 'pages.invite.loadFailed')}
        description={t('pages.invite.contactService')}
      >
        <Button block color="primary" shape="rounded" onClick={() => navigate(paths.service.path)}>
          {t('pages.invite.openService')}
        </Button>
      </StatusPage>
    )
  }

  const link = `${window.location.origin}${referral.data.registerPath}`
  const code = referral.data.referralCode
  const copied = async (text: string) => {
    const ok = await copy(text)
    Toast.show({ content: t(ok ? 'pages.invite.copied' : 'pages.invite.copyFailed'), duration: NOTICE_MS })
  }
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('pages.invite.shareTitle'),
          text: t('pages.invite.shareText', { code }),
          url: link,
        })
        return
      } catch (e) {
        // The member closed the share sheet: nothing to say.
        if ((e as DOMException)?.name === 'AbortError') return
      }
    }
    await copied(link)
  }

  return (
    <section className="pages invite" aria-labelledby="invite-title">
      <h1 id="invite-title" className="pages__title">
        {t('pages.invite.title')}
      </h1>
      <p className="pages__note">{t('pages.invite.intro')}</p>
      <div className="invite__card">
        <span className="invite__label">{t('pages.invite.codeLabel')}</span>
        <strong className="invite__code" data-testid="invite-code">
          {code}
        </strong>
        <Button size="small" fill="outline" shape="rounded" onClick={() => void copied(code)}>
          {t('pages.invite.copyCode')}
        </Button>
      </div>
      <div className="invite__card">
        <span className="invite__label">{t('pages.invite.linkLabel')}</span>
        <code className="invite__link" data-testid="invite-link">
          {link}
        </code>
        <Button size="small" fill="outline" shape="rounded" onClick={() => void copied(link)}>
          {t('pages.invite.copyLink')}
        </Button>
      </div>
      <Button block color="primary" shape="rounded" size="large" onClick={() => void share()}>
        {t('pages.invite.share')}
      </Button>
    </section>
  )
}
