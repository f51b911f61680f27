import type { InboxMessage } from '@parlor/contract'
import { Badge, Button, DotLoading, InfiniteScroll, List } from 'antd-mobile'
import { MailOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'
import { htmlToText } from '@/lib/html-text'
import { useInbox } from '../api/get-inbox'
import { useMarkInboxRead } from '../api/mark-inbox-read'
import './messages.css'
import { formatDateTime } from '@/lib/format'

export const messagePath = (id: number) => `${paths.message.path}?id=${id}`
const when = (ms: number) => formatDateTime(ms)

/** `/m/webEmail`: the member's messages, unread ones marked, newest first (member-only, route guards). */
export function InboxScreen() {
  const { t } = useTranslation()
  const inbox = useInbox()
  const markRead = useMarkInboxRead()
  const pages = inbox.data?.pages ?? []
  const messages: InboxMessage[] = pages.flatMap((p) => p.list)
  const unread = pages[0]?.unreadCount ?? 0

  if (inbox.isPending)
    return (
      <div className="inbox__state">
        <DotLoading /> {t('common.loading')}
      </div>
    )
  if (inbox.isError)
    return (
      <StatusPage icon={<MailOutline />} title={t('inbox.loadFailed')}>
        <Button block color="primary" shape="rounded" onClick={() => void inbox.refetch()}>
          {t('common.retry')}
        </Button>
      </StatusPage>
    )
  if (messages.length === 0)
    return <StatusPage icon={<MailOutline />} title={t('inbox.emptyTitle')} description={t('inbox.emptyText')} />

  const unreadIds = messages.filter((m) => !m.read).map((m) => m.id)
  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <header className="inbox__head">
        <h1 id="inbox-title" className="inbox__title">
          {t('inbox.title')}
        </h1>
        <span className="inbox__count" data-testid="inbox-unread">
          {t('inbox.unreadCount', { count: unread })}
        </span>
        <Button
          size="mini"
          fill="outline"
          disabled={unreadIds.length === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(unreadIds)}
        >
          {t('inbox.markAllRead')}
        </Button>
      </header>
      <List className="inbox__list" data-testid="inbox-list">
        {messages.map((m) => (
          <List.Item
            key={m.id}
            arrowIcon
            prefix={
              <Badge content={m.read ? null : Badge.dot}>
                <MailOutline className="inbox__icon" aria-hidden="true" />
              </Badge>
            }
            description={
              <>
                <span className="inbox__preview">{htmlToText(m.content)}</span>
                <time className="inbox__time" dateTime={new Date(m.createdTime).toISOString()}>
                  {when(m.createdTime)}
                </time>
              </>
            }
          >
            <Link
              to={messagePath(m.id)}
              className={m.read ? 'inbox__link' : 'inbox__link inbox__link--unread'}
              data-read={m.read}
            >
              {!m.read && <span className="visually-hidden">{t('inbox.unread')}: </span>}
              {m.title}
              {m.broadcast && <span className="inbox__tag">{t('inbox.broadcast')}</span>}
            </Link>
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={() => inbox.fetchNextPage().then(() => undefined)} hasMore={inbox.hasNextPage}>
        {inbox.hasNextPage ? <DotLoading /> : <span className="inbox__end">{t('inbox.end')}</span>}
      </InfiniteScroll>
    </section>
  )
}
