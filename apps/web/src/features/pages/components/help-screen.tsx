import { SideBar } from 'antd-mobile'
import { QuestionCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { SafeHtml } from '@/components/ui/safe-html'
import { useHelpCenter } from '../api/get-help-center'
import './pages.css'

/** The open entry: `i` when it names one (storefront §Help centre), else the first. */
export function openIndex(raw: string | null, count: number): number {
  const i = Number(raw ?? 0)
  return Number.isInteger(i) && i >= 0 && i < count ? i : 0
}

/** `/m/help` and `/m/helpDetail`: a left menu of entries; `?i=` picks the open one and follows clicks. */
export function HelpScreen() {
  const { t } = useTranslation()
  const help = useHelpCenter()
  const [params, setParams] = useSearchParams()
  const entries = help.data ?? []

  if (help.isPending) return <p className="pages__state">{t('common.loading')}</p>
  if (entries.length === 0)
    return (
      <StatusPage
        icon={<QuestionCircleOutline />}
        title={t('pages.help.emptyTitle')}
        description={t('pages.help.emptyText')}
      />
    )

  const open = openIndex(params.get('i'), entries.length)
  const entry = entries[open]
  return (
    <section className="help" aria-label={t('pages.help.title')}>
      <h1 className="visually-hidden">{t('pages.help.title')}</h1>
      <SideBar
        className="help__menu"
        activeKey={String(open)}
        onChange={(key) => {
          const next = new URLSearchParams(params)
          next.set('i', key)
          setParams(next, { replace: true })
        }}
      >
        {entries.map((e, i) => (
          <SideBar.Item key={String(i)} title={e.title} />
        ))}
      </SideBar>
      <article className="help__content" data-testid="help-content">
        <h2 className="help__title">{entry?.title}</h2>
        <SafeHtml className="safe-html" html={entry?.content ?? ''} />
      </article>
    </section>
  )
}
