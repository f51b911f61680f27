import { MailOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'

/** Above this the badge says "99+": the icon has room for three characters. */
const BADGE_MAX = 99

/**
 * The home inbox icon (storefront §Home screen) with the unread count (`CSP_unreadCount`, 0 for
 * guests): opens /m/webEmail for members, the login screen for guests.
 */
export function InboxEntry({ unread }: { unread: number }) {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  const label = unread > 0 ? t('storefront.inboxUnread', { count: unread }) : t('storefront.inbox')
  return (
    <button
      type="button"
      className="inbox-entry"
      aria-label={label}
      onClick={() => navigate(session ? paths.webEmail.path : paths.login.path)}
    >
      <MailOutline aria-hidden="true" />
      {unread > 0 && (
        <span className="inbox-entry__badge" data-testid="inbox-badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </button>
  )
}
