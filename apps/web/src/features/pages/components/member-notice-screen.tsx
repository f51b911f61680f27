import type { AnnouncementItem } from '@parlor/contract'
import { Badge, Collapse } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { LoginFirst } from '@/components/layout/member-only'
import { SafeHtml } from '@/components/ui/safe-html'
import { useMarkAnnouncementRead } from '@/lib/announcements/mark-announcement-read'
import { useSession } from '@/lib/storage'
import { useAgentNotices } from '../api/get-agent-notices'
import { pagesKeys } from '../api/pages-keys'
import './pages.css'

const TYPES = /^[A-Z]{1,2}(,[A-Z]{1,2})*$/

/**
 * `/m/member/notice?types=A`: the agent announcements the agent home's footer badge counts.
 * Opening one marks it read, so the badge drops.
 */
export function MemberNoticeScreen() {
  const session = useSession()
  if (!session) return <LoginFirst />
  return <MemberNotices />
}

function MemberNotices() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const raw = (params.get('types') ?? 'A').toUpperCase()
  const types = TYPES.test(raw) ? raw : 'A'
  const notices = useAgentNotices(types)
  // The agent home's footer badge reads the same call's unreadCount.
  const markRead = useMarkAnnouncementRead(pagesKeys.memberNoticesAll)
  const list: AnnouncementItem[] = notices.data ? [...notices.data.agent, ...notices.data.player] : []

  if (notices.isPending) return <p className="pages__state">{t('common.loading')}</p>
  return (
    <section className="pages" aria-labelledby="member-notice-title">
      <h1 id="member-notice-title" className="pages__title">
        {t('pages.memberNotice.title')}
      </h1>
      {list.length === 0 ? (
        <p className="pages__state">{t('storefront.noAnnouncement')}</p>
      ) : (
        <Collapse
          accordion
          onChange={(key) => {
            const item = list.find((n) => String(n.id) === key)
            if (item && !item.read) markRead.mutate(item.id)
          }}
        >
          {list.map((n) => (
            <Collapse.Panel
              key={String(n.id)}
              title={
                <Badge content={n.read ? null : Badge.dot}>
                  <span className="member-notice__title">{n.title}</span>
                </Badge>
              }
            >
              <SafeHtml className="safe-html" html={n.content} />
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
    </section>
  )
}
