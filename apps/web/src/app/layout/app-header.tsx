import { LeftOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useMemberDisplayName } from '@/features/auth/hooks/use-member-display-name'
import { useMemberNavigation } from '@/lib/session/use-member-navigation'
import { LanguageSwitcher } from '@/features/language/components/language-switcher'
import { MerchantLogo } from '@/components/ui/merchant-logo'
import { HeaderBalance } from '@/features/wallet/components/header-balance'
import { useFlag } from '@/lib/merchant/use-merchant-info'
import { useSession } from '@/lib/storage'
import { HeaderMenu } from './header-menu'
import type { ShellScreen } from '../screens'
import { shellLayout } from './shell-rules'
import './app-header.css'

function HomeHeader() {
  const { t } = useTranslation()
  const session = useSession()
  const displayName = useMemberDisplayName()
  const directRegister = useFlag('DIRECTREG3')
  const goMember = useMemberNavigation()

  return (
    <header className="app-header app-header--home">
      <Link className="app-header__brand" to={paths.home.path}>
        <MerchantLogo />
      </Link>
      <div className="app-header__actions">
        {session ? (
          <>
            <span className="app-header__account">
              <span className="app-header__user" title={session.userName}>
                {displayName}
              </span>
              <HeaderBalance />
            </span>
            <button
              type="button"
              className="header-button header-button--solid"
              onClick={() => goMember(paths.voucherCenter.path)}
            >
              {t('shell.deposit')}
            </button>
          </>
        ) : (
          <>
            <Link className="header-button" to={paths.login.path}>
              {t('shell.login')}
            </Link>
            {directRegister && (
              <Link className="header-button header-button--solid" to={paths.register.path}>
                {t('shell.register')}
              </Link>
            )}
          </>
        )}
        <LanguageSwitcher />
        <HeaderMenu />
      </div>
    </header>
  )
}

/** react-router numbers its history entries; 0 means the app was entered on this page. */
function hasInAppHistory(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' && idx > 0
}

function PageHeader({ screen }: { screen: ShellScreen }) {
  const { t } = useTranslation()
  const navigate = useNavigate()

  const layout = shellLayout(screen)

  const goBack = () => {
    if (layout.backGoesHome) navigate(paths.home.path)
    else if (hasInAppHistory()) navigate(-1)
    else navigate(paths.home.path, { replace: true })
  }

  return (
    <header className="app-header">
      <button type="button" className="icon-button" aria-label={t('shell.back')} onClick={goBack}>
        <LeftOutline aria-hidden="true" />
      </button>
      <h2 className="app-header__title">{layout.title ? t(`screens.${layout.title}`) : null}</h2>
      <span className="app-header__spacer" aria-hidden="true" />
    </header>
  )
}

/** Storefront §Shell behaviour: the logo header on home, a back-arrow header elsewhere. */
export function AppHeader({ screen }: { screen: ShellScreen }) {
  return shellLayout(screen).home ? <HomeHeader /> : <PageHeader screen={screen} />
}
