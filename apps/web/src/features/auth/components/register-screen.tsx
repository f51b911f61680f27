import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { HomeBackButton } from '@/components/ui/home-back-button'
import { paths } from '@/config/paths'
import { useCustomerServiceUrl } from '@/lib/merchant/use-customer-service-url'
import { useRegisterBanners } from '../api/get-register-banners'
import { useReturnPath } from '../hooks/use-complete-login'
import { AuthCard, AuthServiceLink } from './auth-card'
import { RegisterForm } from './register-form'
import { SocialLogin } from './social-login'
import './login-screen.css'
import './account.css'

function RegisterBanner() {
  const { data } = useRegisterBanners()
  const banner = data?.find((b) => b.imageUrl)
  if (!banner?.imageUrl) return null
  const image = <img className="account-banner__image" src={banner.imageUrl} alt={banner.title} />
  return (
    <div className="account-banner">
      {banner.linkUrl ? (
        <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  )
}

/**
 * `/m/register` (accounts-and-access §Registration screen). The shell shows no header here, so
 * the screen has its own back arrow (home) and a link to the login screen; below the form, the
 * social sign-in icons the merchant offers.
 */
export function RegisterScreen({ languageSwitcher }: { languageSwitcher?: ReactNode }) {
  const { t } = useTranslation()
  const serviceUrl = useCustomerServiceUrl()
  const returnTo = useReturnPath()

  return (
    <div className="login-screen account-screen">
      <div className="login-screen__bar">
        <HomeBackButton />
        {languageSwitcher}
      </div>
      <RegisterBanner />
      <h1 className="login-screen__title account-screen__title">{t('account.registerTitle')}</h1>
      <AuthCard prompt={t('account.haveAccount')} linkText={t('account.toLogin')} to={paths.login.path}>
        <RegisterForm />
      </AuthCard>
      <SocialLogin returnTo={returnTo} variant="icons" />
      <AuthServiceLink url={serviceUrl} label={t('auth.customerService')} />
    </div>
  )
}
