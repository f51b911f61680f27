import { isTrialType } from '@parlor/contract'
import { Button } from 'antd-mobile'
import {
  CheckCircleOutline,
  ExclamationCircleOutline,
  PlayOutline,
  QuestionCircleOutline,
  UserAddOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'
import { useFlag, useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { sessionDisplayName, useSession } from '@/lib/storage'
import { useStartTrial } from '../hooks/use-start-trial'
import './trial-screen.css'

interface TrialScreenProps {
  /** Where a trial lands and keeps playing: games the demo money plays. */
  playUrl: string
  /** Where a signed-in real member is sent to play instead. */
  gamesUrl: string
}

/** What trial play is, point by point: what it gives, what for, what it is not, and the way out. */
const POINTS: readonly { key: 'money' | 'purpose' | 'winnings' | 'account'; icon: ReactNode }[] = [
  { key: 'money', icon: <CheckCircleOutline /> },
  { key: 'purpose', icon: <QuestionCircleOutline /> },
  { key: 'winnings', icon: <ExclamationCircleOutline /> },
  { key: 'account', icon: <UserAddOutline /> },
]

function RegisterButton({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Button
      block
      shape="rounded"
      {...(primary ? { color: 'primary' as const } : { fill: 'outline' as const })}
      onClick={() => navigate(paths.register.path)}
    >
      {t('trial.register')}
    </Button>
  )
}

function LoginLine() {
  const { t } = useTranslation()
  return (
    <p className="trial-screen__login">
      {t('account.haveAccount')}{' '}
      <Link className="trial-screen__link" to={paths.login.path}>
        {t('account.toLogin')}
      </Link>
    </p>
  )
}

/** A visitor on a merchant that offers trial play: the explanation, then one tap to play. */
function TrialOffer({ playUrl }: { playUrl: string }) {
  const { t } = useTranslation()
  const { merchantName } = useMerchantInfo()
  const trial = useStartTrial(playUrl)
  return (
    <div className="trial-screen">
      <section className="trial-screen__hero">
        {/* The status pages' icon and badge, as on this page's other states. */}
        <span className="status-page__icon" aria-hidden="true">
          <PlayOutline />
        </span>
        <span className="status-page__badge">{t('trial.badge')}</span>
        <h1 className="trial-screen__title">{t('trial.title')}</h1>
        <p className="trial-screen__intro">{t('trial.intro', { merchant: merchantName })}</p>
      </section>

      <ul className="trial-screen__points" aria-label={t('trial.howItWorks')}>
        {POINTS.map(({ key, icon }) => (
          <li key={key} className={`trial-point trial-point--${key}`}>
            <span className="trial-point__icon" aria-hidden="true">
              {icon}
            </span>
            <span>
              <strong className="trial-point__title">{t(`trial.points.${key}.title`)}</strong>
              <span className="trial-point__text">{t(`trial.points.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="trial-screen__actions">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={trial.pending}
          onClick={() => {
            void trial.start()
          }}
        >
          {t('trial.start')}
        </Button>
        <RegisterButton />
        <LoginLine />
      </div>
    </div>
  )
}

/**
 * `/m/trail` (storefront §2, accounts-and-access §1): what trial play is and a one-tap start. The
 * merchant decides whether trial play exists (white-label FREEPLAY3); without it, or for someone
 * already signed in, the page says so and offers the way that fits instead.
 */
export function TrialScreen({ playUrl, gamesUrl }: TrialScreenProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const { merchantName } = useMerchantInfo()
  const offered = useFlag('FREEPLAY3')

  if (session && isTrialType(session.type))
    return (
      <StatusPage
        icon={<PlayOutline />}
        badge={t('trial.badge')}
        title={t('trial.running.title')}
        description={t('trial.running.text', { name: sessionDisplayName(session) })}
      >
        <Button block color="primary" shape="rounded" onClick={() => navigate(playUrl)}>
          {t('trial.running.play')}
        </Button>
        <RegisterButton />
      </StatusPage>
    )

  if (session)
    return (
      <StatusPage icon={<CheckCircleOutline />} title={t('trial.member.title')} description={t('trial.member.text')}>
        <Button block color="primary" shape="rounded" onClick={() => navigate(gamesUrl)}>
          {t('trial.member.play')}
        </Button>
      </StatusPage>
    )

  if (!offered)
    return (
      <StatusPage
        icon={<UserAddOutline />}
        title={t('trial.off.title')}
        description={t('trial.off.text', { merchant: merchantName })}
      >
        <RegisterButton primary />
        <LoginLine />
      </StatusPage>
    )

  return <TrialOffer playUrl={playUrl} />
}
