import { Button } from 'antd-mobile'
import { AppstoreOutline, CouponOutline, GiftOutline, QuestionCircleOutline } from 'antd-mobile-icons'
import { type ReactNode, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths, type ScreenId } from '@/config/paths'
import { useMemberNavigation } from '@/lib/session/use-member-navigation'
import { useFlag, useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { useSession } from '@/lib/storage'
import './home-screen.css'

const SHORTCUTS: readonly { screen: ScreenId; icon: ReactNode }[] = [
  { screen: 'gameLobby', icon: <AppstoreOutline /> },
  { screen: 'lottery', icon: <CouponOutline /> },
  { screen: 'activity', icon: <GiftOutline /> },
  { screen: 'help', icon: <QuestionCircleOutline /> },
]

/**
 * `storefront`: the content blocks above the greeting, loaded lazily by the home route.
 * `displayName`: the signed-in member's name to greet, null for a guest.
 */
export function HomeScreen({ storefront, displayName }: { storefront: ReactNode; displayName: string | null }) {
  const { t } = useTranslation()
  const { merchantName } = useMerchantInfo()
  const session = useSession()
  const directRegister = useFlag('DIRECTREG3')
  const navigate = useNavigate()
  const goMember = useMemberNavigation()

  // Storefront §Home screen: entering home always starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])

  return (
    <div className="home">
      <Suspense fallback={<div className="storefront-placeholder" aria-hidden="true" />}>{storefront}</Suspense>

      <section className="home-welcome">
        <h1 className="home-welcome__title">
          {session
            ? t('home.welcomeMember', { name: displayName })
            : t('home.welcomeGuest', { merchant: merchantName })}
        </h1>
        <p className="home-welcome__text">{session ? t('home.memberBody') : t('home.guestBody')}</p>
        <div className="home-welcome__actions">
          {session ? (
            <>
              <Button color="primary" shape="rounded" onClick={() => goMember(paths.voucherCenter.path)}>
                {t('shell.deposit')}
              </Button>
              <Button fill="outline" shape="rounded" onClick={() => navigate(paths.activity.path)}>
                {t('home.promotions')}
              </Button>
            </>
          ) : (
            <>
              <Button color="primary" shape="rounded" onClick={() => navigate(paths.login.path)}>
                {t('home.loginCta')}
              </Button>
              {directRegister && (
                <Button fill="outline" shape="rounded" onClick={() => navigate(paths.register.path)}>
                  {t('home.registerCta')}
                </Button>
              )}
            </>
          )}
        </div>
      </section>

      <nav className="home-shortcuts" aria-label={t('home.shortcuts')}>
        {SHORTCUTS.map(({ screen, icon }) => (
          <Link key={screen} className="home-shortcut" to={paths[screen].path}>
            <span className="home-shortcut__icon" aria-hidden="true">
              {icon}
            </span>
            <span className="home-shortcut__label">{t(`screens.${screen}`)}</span>
          </Link>
        ))}
      </nav>
    </div>
  )
}
