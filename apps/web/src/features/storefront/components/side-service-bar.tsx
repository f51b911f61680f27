import { Toast } from 'antd-mobile'
import { GiftOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useCustomerServiceLinks } from '@/lib/merchant/use-customer-service-url'
import { useSession } from '@/lib/storage'

export const SIDE_SERVICES = ['WHATSAPP', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2'] as const
const LABELS: Record<(typeof SIDE_SERVICES)[number], string> = {
  WHATSAPP: 'WA',
  FACEBOOK: 'FB',
  TELEGRAM: 'TG',
  TELEGRAM2: 'TG2',
}

/** The first web link of each side-bar service type the merchant has, in the bar's order. */
function useSideLinks() {
  const all = useCustomerServiceLinks() ?? []
  return SIDE_SERVICES.flatMap((type) => {
    const link = all.find((l) => l.csType.toUpperCase() === type)
    return link ? [{ type, url: link.url }] : []
  })
}

/** Invite friends needs a session and an enabled REFERRAL promo (storefront §Shell behaviour). */
function useInviteFriends(referral: boolean) {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  return () => {
    if (!session) navigate(paths.login.path)
    else if (referral) navigate(paths.inviteFriends.path)
    else Toast.show({ content: t('storefront.contactService'), duration: 2000 })
  }
}

/**
 * Storefront §Side service bar: WHATSAPP, FACEBOOK, TELEGRAM, TELEGRAM2 when set, plus invite.
 * `referralEnabled`: the merchant runs a REFERRAL promotion (content feature).
 */
export function SideServiceBar({ referralEnabled }: { referralEnabled: boolean }) {
  const { t } = useTranslation()
  const links = useSideLinks()
  const invite = useInviteFriends(referralEnabled)
  return (
    <nav className="side-service-bar" aria-label={t('storefront.serviceBar')}>
      {links.map((l) => (
        <a
          key={l.type}
          className={`side-service side-service--${l.type.toLowerCase()}`}
          href={l.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={l.type}
        >
          {LABELS[l.type]}
        </a>
      ))}
      <button
        type="button"
        className="side-service side-service--invite"
        onClick={invite}
        aria-label={t('storefront.invite')}
      >
        <GiftOutline aria-hidden="true" />
      </button>
    </nav>
  )
}
