import { GiftOutline, MessageOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useCustomerServiceLinks } from '@/lib/merchant/use-customer-service-url'
import { useSession } from '@/lib/storage'
import { showToast } from '@/lib/antd-mobile'

export const SIDE_SERVICES = ['WHATSAPP', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2'] as const
type SideService = (typeof SIDE_SERVICES)[number]
/** The badge on each service's round button. */
const BADGES: Record<SideService, string> = {
  WHATSAPP: 'WA',
  FACEBOOK: 'FB',
  TELEGRAM: 'TG',
  TELEGRAM2: 'TG2',
}
/** Product names, the same in every language. */
const NAMES: Record<SideService, string> = {
  WHATSAPP: 'WhatsApp',
  FACEBOOK: 'Facebook',
  TELEGRAM: 'Telegram',
  TELEGRAM2: 'Telegram 2',
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
    else void showToast({ content: t('storefront.contactService'), duration: 2000 })
  }
}

/**
 * Storefront §Side service bar: WHATSAPP, FACEBOOK, TELEGRAM, TELEGRAM2 when set, plus invite.
 * `referralEnabled`: the merchant runs a REFERRAL promotion (content feature).
 *
 * A row in the page after the winner board, not buttons floating at the screen's edge: floating,
 * they covered the right side of whatever scrolled under them (the winner board's amounts first).
 */
export function SideServiceBar({ referralEnabled }: { referralEnabled: boolean }) {
  const { t } = useTranslation()
  const links = useSideLinks()
  const invite = useInviteFriends(referralEnabled)
  return (
    <section className="service-links" aria-labelledby="service-links-title" data-testid="service-links">
      <h2 id="service-links-title" className="service-links__title">
        <MessageOutline aria-hidden="true" /> {t('storefront.serviceBar')}
      </h2>
      <ul className="service-links__list">
        {links.map((l) => (
          <li key={l.type}>
            <a className="service-link" href={l.url} target="_blank" rel="noopener noreferrer">
              <span className={`service-link__icon service-link__icon--${l.type.toLowerCase()}`} aria-hidden="true">
                {BADGES[l.type]}
              </span>
              <span className="service-link__name">{NAMES[l.type]}</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="service-link" onClick={invite}>
            <span className="service-link__icon service-link__icon--invite" aria-hidden="true">
              <GiftOutline />
            </span>
            <span className="service-link__name">{t('storefront.invite')}</span>
          </button>
        </li>
      </ul>
    </section>
  )
}
