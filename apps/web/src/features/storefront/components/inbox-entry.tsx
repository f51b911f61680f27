import { MailOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'

/**
 * The home inbox icon (storefront §Home screen). The unread count (`CSP_unreadCount`) has no
 * server route yet, so no badge is drawn rather than a made-up number.
 */
export function InboxEntry() {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className="inbox-entry"
      aria-label={t('storefront.inbox')}
      onClick={() => navigate(session ? paths.webEmail.path : paths.login.path)}
    >
      <MailOutline aria-hidden="true" />
    </button>
  )
}
