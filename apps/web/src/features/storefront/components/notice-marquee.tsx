import type { AnnouncementItem } from '@parlor/contract'
import { SoundOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { htmlToText } from '@/lib/html-text'

/** Storefront §Home screen: the notice strip; a click opens /m/notice; none shows one placeholder. */
export function NoticeMarquee({ notices }: { notices: readonly AnnouncementItem[] }) {
  const { t } = useTranslation()
  const text =
    notices.length > 0
      ? notices.map((n) => `${n.title}${n.content ? ` — ${htmlToText(n.content)}` : ''}`).join('      ')
      : t('storefront.noAnnouncement')
  return (
    <Link
      className="notice-marquee"
      to={paths.notice.path}
      data-testid="notice-marquee"
      data-empty={notices.length === 0}
    >
      <SoundOutline className="notice-marquee__icon" aria-hidden="true" />
      <span className="notice-marquee__viewport">
        <span
          className={notices.length > 0 ? 'notice-marquee__text notice-marquee__text--moving' : 'notice-marquee__text'}
        >
          {text}
        </span>
      </span>
    </Link>
  )
}
