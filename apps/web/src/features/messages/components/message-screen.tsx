import { Button, DotLoading } from 'antd-mobile'
import { MailOpenOutline } from 'antd-mobile-icons'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { SafeHtml } from '@/components/ui/safe-html'
import { paths } from '@/config/paths'
import { useInboxMessage } from '../api/get-inbox-message'
import { useMarkInboxRead } from '../api/mark-inbox-read'
import './messages.css'
import { formatDateTime } from '@/lib/format'

/** `/m/message?id=`: one message, marked read as soon as it is shown. */
export function MessageScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = Number(params.get('id') ?? 0)
  const message = useInboxMessage(Number.isSafeInteger(id) ? id : 0)
  const markRead = useMarkInboxRead()
  const marked = useRef<number | null>(null)
  const data = message.data
  const { mutate } = markRead

  useEffect(() => {
    if (data && !data.read && marked.current !== data.id) {
      marked.current = data.id
      mutate([data.id])
    }
  }, [data, mutate])

  if (message.isPending && id > 0)
    return (
      <div className="inbox__state">
        <DotLoading /> {t('common.loading')}
      </div>
    )
  if (!data)
    return (
      <StatusPage icon={<MailOpenOutline />} title={t('inbox.notFound')}>
        <Button block color="primary" shape="rounded" onClick={() => navigate(paths.webEmail.path)}>
          {t('inbox.backToInbox')}
        </Button>
      </StatusPage>
    )
  return (
    <article className="message" data-testid="inbox-message">
      <h1 className="message__title">{data.title}</h1>
      <time className="message__time" dateTime={new Date(data.createdTime).toISOString()}>
        {formatDateTime(data.createdTime)}
      </time>
      <SafeHtml className="safe-html message__body" html={data.content} />
      <Button block fill="outline" shape="rounded" onClick={() => navigate(paths.webEmail.path)}>
        {t('inbox.backToInbox')}
      </Button>
    </article>
  )
}
