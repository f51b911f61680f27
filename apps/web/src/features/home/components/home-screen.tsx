import { Button } from 'antd-mobile'
import { AppstoreOutline, CouponOutline, GiftOutline, QuestionCircleOutline } from 'antd-mobile-icons'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths, type ScreenId } from '@/config/paths'
import { useMemberDisplayName } from '@/features/auth/hooks/use-member-display-name'
import { useMemberNavigation } from '@/features/auth/hooks/use-member-navigation'
import { useFlag, useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { useSession } from '@/lib/storage'
import './home-screen.css'

// Banners, notices and games arrive in their own chunk so the greeting paints first (issue 5).
const StorefrontHome = lazy(() =>
  import('@/features/storefront/components/storefront-home').then((m) => ({ default: m.StorefrontHome })),
)

const SHORTCUTS: readonly { screen: ScreenId; icon: ReactNode }[] = [
  { screen: 'gameLobby', icon: <AppstoreOutline /> },
  { screen: 'lottery', icon: <CouponOutline /> },
  { screen: 'activity', icon: <GiftOutline /> },
  { screen: 'help', icon: <QuestionCircleOutline /> },
]

/** `unreadMail`: the member's unread inbox count, for the inbox icon. */
export function HomeScreen({ unreadMail }: { unreadMail: number }) {
  const { t } = useTranslation()
  const { merchantName } = useMerchantInfo()
  const session = useSession()
  const displayName = useMemberDisplayName()
  const directRegister = useFlag('DIRECTREG3')
  const navigate = useNavigate()
  const goMember = useMemberNavigation()

  // Storefront §Home screen: entering home always starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])

  return (
    <div className="home">
      <Suspense fallback={<div className="storefront-placeholder" aria-hidden="true" />}>
        <StorefrontHome unreadMail={unreadMail} />
      </Suspense>

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
