import { List } from 'antd-mobile'
import { MessageOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/layout/status-page'
import { useCustomerServiceLinks } from '@/lib/merchant/use-customer-service-url'
import './pages.css'

/** `/m/service`: every customer-service channel of the merchant, each opening outside the app. */
export function ServiceScreen() {
  const { t } = useTranslation()
  const links = useCustomerServiceLinks()

  if (links === null) return <p className="pages__state">{t('common.loading')}</p>
  if (links.length === 0)
    return (
      <StatusPage
        icon={<MessageOutline />}
        title={t('pages.service.emptyTitle')}
        description={t('pages.service.emptyText')}
      />
    )
  return (
    <section className="pages" aria-labelledby="service-title">
      <h1 id="service-title" className="pages__title">
        {t('pages.service.title')}
      </h1>
      <p className="pages__note">{t('pages.service.intro')}</p>
      <List className="service__list" data-testid="service-links">
        {links.map((l) => (
          <List.Item key={l.url} prefix={<MessageOutline aria-hidden="true" />} description={new URL(l.url).host}>
            <a className="service__link" href={l.url} target="_blank" rel="noopener noreferrer">
              {l.title === 'CS' ? t('pages.service.online') : t('pages.service.channel', { name: l.title })}
            </a>
          </List.Item>
        ))}
      </List>
    </section>
  )
}
