import type { CustomerService } from '@parlor/contract'
import { Toast } from 'antd-mobile'
import { GiftOutline } from 'antd-mobile-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useReferralEnabled } from '@/features/content/api/get-merchant-promotions'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { useSession } from '@/lib/storage'

export const SIDE_SERVICES = ['WHATSAPP', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2'] as const
const LABELS: Record<(typeof SIDE_SERVICES)[number], string> = {
  WHATSAPP: 'WA',
  FACEBOOK: 'FB',
  TELEGRAM: 'TG',
  TELEGRAM2: 'TG2',
}

/** Decrypted web links per service type; the DES decoder loads on first use (decision 006). */
function useServiceLinks(entries: readonly CustomerService[]) {
  const [links, setLinks] = useState<{ type: (typeof SIDE_SERVICES)[number]; url: string }[]>([])
  useEffect(() => {
    let live = true
    const wanted = entries.filter((e) => (SIDE_SERVICES as readonly string[]).includes(e.csType.toUpperCase()))
    if (wanted.length === 0) {
      setLinks([])
      return
    }
    void import('@parlor/contract/cs-link').then(({ decodeServicePath }) => {
      if (!live) return
      const out: { type: (typeof SIDE_SERVICES)[number]; url: string }[] = []
      for (const type of SIDE_SERVICES) {
        const entry = wanted.find((e) => e.csType.toUpperCase() === type)
        const url = entry ? decodeServicePath(entry.path) : null
        if (url && /^https?:\/\//i.test(url)) out.push({ type, url })
      }
      setLinks(out)
    })
    return () => {
      live = false
    }
  }, [entries])
  return links
}

/** Invite friends needs a session and an enabled REFERRAL promo (storefront §Shell behaviour). */
export function useInviteFriends() {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  const referral = useReferralEnabled()
  return () => {
    if (!session) navigate(paths.login.path)
    else if (referral) navigate(paths.inviteFriends.path)
    else Toast.show({ content: t('storefront.contactService'), duration: 2000 })
  }
}

/** Storefront §Side service bar: WHATSAPP, FACEBOOK, TELEGRAM, TELEGRAM2 when set, plus invite. */
export function SideServiceBar() {
  const { t } = useTranslation()
  const { customerService } = useMerchantInfo()
  const links = useServiceLinks(customerService)
  const invite = useInviteFriends()
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
