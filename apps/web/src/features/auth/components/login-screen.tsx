import { OAUTH_ERRORS, type OauthError } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { HomeBackButton } from '@/components/ui/home-back-button'
import { MerchantLogo } from '@/components/ui/merchant-logo'
import { useCustomerServiceUrl } from '@/lib/merchant/use-customer-service-url'
import { useFlag, useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { useExchangeOauthCode } from '../api/exchange-oauth-code'
import { useCompleteLogin, useReturnPath } from '../hooks/use-complete-login'
import { useStartTrial } from '../hooks/use-start-trial'
import { type SecondStep, secondStepOf } from '../utils/second-step'
import { showFailure } from '../utils/show-failure'
import { AuthCard, AuthServiceLink } from './auth-card'
import { LoginForm } from './login-form'
import { SocialLogin } from './social-login'
import './login-screen.css'

const OAUTH_WAIT_MS = 30_000
const OAUTH_ERROR_MS = 3_000

/**
 * Social sign-in comes back as `/m/login?oauth=<one-time code>` (or `?oauthError=<reason>`):
 * trade the code for a session once, and take both out of the address so a reload or the back
 * button cannot replay them.
 */
function useOauthReturn(onSecondStep: (step: SecondStep) => void) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const code = params.get('oauth')
  const failure = params.get('oauthError')
  const exchange = useExchangeOauthCode()
  const completeLogin = useCompleteLogin()
  const handled = useRef<string | null>(null)

  useEffect(() => {
    const key = code ?? failure
    if (!key || handled.current === key) return
    handled.current = key
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('oauth')
        next.delete('oauthError')
        return next
      },
      { replace: true },
    )
    if (!code) {
      const reason = (OAUTH_ERRORS as readonly string[]).includes(failure ?? '') ? failure : 'oauth_failed'
      Toast.show({ content: t(`auth.oauthError.${reason as OauthError}`), duration: OAUTH_ERROR_MS })
      return
    }
    Toast.show({ icon: 'loading', content: t('auth.socialSigningIn'), duration: OAUTH_WAIT_MS })
    exchange
      .mutateAsync(code)
      .then((answer) => {
        Toast.clear()
        completeLogin(answer)
      })
      .catch((error: unknown) => {
        Toast.clear()
        // A member with a second factor finishes a social sign-in with it (decision 043).
        const step = secondStepOf(error)
        if (step) onSecondStep(step)
        else showFailure(error)
      })
  }, [code, failure, exchange, completeLogin, setParams, t, onSecondStep])
}

function TrialPlayButton() {
  const { t } = useTranslation()
  const trial = useStartTrial()
  return (
    <Button
      className="login-screen__trial"
      block
      fill="outline"
      shape="rounded"
      disabled={trial.pending}
      onClick={() => {
        void trial.start()
      }}
    >
      {t('auth.trialPlay')}
    </Button>
  )
}

/**
 * `/m/login` (accounts-and-access §Login screen). The shell shows no header here, so the screen
 * has its own back arrow (always home) and the language picker handed in by the route.
 */
export function LoginScreen({ languageSwitcher }: { languageSwitcher?: ReactNode }) {
  const { t } = useTranslation()
  const { merchantName } = useMerchantInfo()
  const freeplay = useFlag('FREEPLAY3')
  const serviceUrl = useCustomerServiceUrl()
  const returnTo = useReturnPath()
  const [pending, setPending] = useState<SecondStep | null>(null)
  useOauthReturn(setPending)

  return (
    <div className="login-screen">
      <div className="login-screen__bar">
        <HomeBackButton />
        {languageSwitcher}
      </div>

      <div className="login-screen__intro">
        <MerchantLogo size="lg" />
        <h1 className="login-screen__title">{t('auth.title')}</h1>
        <p className="login-screen__subtitle">{t('auth.welcome', { merchant: merchantName })}</p>
      </div>

      <AuthCard prompt={t('auth.noAccount')} linkText={t('auth.register')} to={paths.register.path}>
        <LoginForm key={pending?.challenge ?? ''} pending={pending} />
      </AuthCard>

      <SocialLogin returnTo={returnTo} />

      {freeplay && <TrialPlayButton />}

      <AuthServiceLink url={serviceUrl} label={t('auth.customerService')} />
    </div>
  )
}
