import type { CustomerService } from '@parlor/contract'
import { List } from 'antd-mobile'
import { MessageOutline } from 'antd-mobile-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/layout/status-page'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import './pages.css'

export interface ServiceLink {
  title: string
  url: string
}

/**
 * The merchant's customer-service links, decrypted (wire-contract §2.4: the last 8 characters
 * of a path are its key). Only web addresses survive, so a `javascript:` link never renders.
 */
export function serviceLinks(entries: readonly CustomerService[], decode: (p: string) => string | null): ServiceLink[] {
  return entries.flatMap((e) => {
    const url = decode(e.path)
    return url && /^https?:\/\//i.test(url) ? [{ title: e.title || e.csType, url }] : []
  })
}

/** `/m/service`: every customer-service channel of the merchant, each opening outside the app. */
export function ServiceScreen() {
  const { t } = useTranslation()
  const { customerService } = useMerchantInfo()
  const [links, setLinks] = useState<ServiceLink[] | null>(null)

  useEffect(() => {
    let live = true
    // The DES decoder is loaded on first use (decision 006).
    void import('@parlor/contract/cs-link').then(({ decodeServicePath }) => {
      if (live) setLinks(serviceLinks(customerService, decodeServicePath))
    })
    return () => {
      live = false
    }
  }, [customerService])

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
