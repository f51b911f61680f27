import { useTranslation } from 'react-i18next'
import { useAnnouncements } from '../api/get-announcements'
import { SafeHtml } from '@/components/ui/safe-html'
import './content.css'

/** `/m/notice`: every home notice with its sanitised HTML (back goes home, shell-rules). */
export function NoticeScreen() {
  const { t } = useTranslation()
  const { data, isPending } = useAnnouncements()
  const notices = data?.player ?? []
  return (
    <>
      {/* The header names the page; the h1 is for screen readers and the shell's one-heading rule. */}
      <h1 className="visually-hidden">{t('screens.notice')}</h1>
      {isPending ? (
        <p className="notice-list__empty">{t('common.loading')}</p>
      ) : notices.length === 0 ? (
        <p className="notice-list__empty">{t('storefront.noAnnouncement')}</p>
      ) : (
        <ul className="notice-list" data-testid="notice-list">
          {notices.map((n) => (
            <li key={n.id} className="notice-card">
              <h2 className="notice-card__title">{n.title}</h2>
              <SafeHtml className="safe-html notice-card__body" html={n.content} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
