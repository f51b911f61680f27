import { Tabs } from 'antd-mobile'
import { LeftOutline, MessageOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { useFlag } from '@/lib/merchant/use-merchant-info'
import { useCustomerServiceUrl } from '@/lib/merchant/use-customer-service-url'
import { ForgetEmailForm } from './forget-email-form'
import { PhoneResetForm } from './phone-reset-form'
import { ResetLinkForm } from './reset-link-form'
import './login-screen.css'
import './account.css'

type Way = 'phone' | 'email'

/**
 * `/m/forget` (accounts-and-access §Forgot password screen): by phone or email when
 * CHNGPASSVERIF3 is on (phone first), else email only; `?reset=<token>` is the emailed link's
 * new-password form (decision 010).
 */
export function ForgetScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const byPhone = useFlag('CHNGPASSVERIF3')
  const [way, setWay] = useState<Way>(byPhone ? 'phone' : 'email')
  const serviceUrl = useCustomerServiceUrl()
  const token = params.get('reset')

  const back = () => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx
    if (typeof idx === 'number' && idx > 0) navigate(-1)
    else navigate(paths.home.path, { replace: true })
  }

  const serviceLink = serviceUrl ? (
    <a className="login-screen__service" href={serviceUrl} target="_blank" rel="noopener noreferrer">
      <MessageOutline aria-hidden="true" />
      {t('auth.customerService')}
    </a>
  ) : null

  return (
    <div className="login-screen account-screen">
      <div className="login-screen__bar">
        <button type="button" className="icon-button" aria-label={t('shell.back')} onClick={back}>
          <LeftOutline aria-hidden="true" />
        </button>
      </div>
      <h1 className="login-screen__title account-screen__title">
        {t(token ? 'account.resetTitle' : 'account.forgetTitle')}
      </h1>
      <section className="login-screen__card">
        {token ? (
          <ResetLinkForm token={token} />
        ) : (
          <>
            {byPhone && (
              <Tabs className="login-form__tabs" activeKey={way} onChange={(k) => setWay(k as Way)} stretch>
                <Tabs.Tab key="phone" title={t('account.byPhone')} />
                <Tabs.Tab key="email" title={t('account.byEmail')} />
              </Tabs>
            )}
            {way === 'phone' && byPhone ? <PhoneResetForm /> : <ForgetEmailForm serviceLink={serviceLink} />}
          </>
        )}
      </section>
    </div>
  )
}
