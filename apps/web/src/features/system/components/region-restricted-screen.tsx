import type { CustomerService, SystemStatus } from '@parlor/contract'
import { decodeServicePath } from '@parlor/contract/cs-link'
import { EnvironmentOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/layout/status-page'

/**
 * The first customer-service link that decodes to a web address. Anything else (including a
 * `javascript:` URL from a misconfigured merchant) is never turned into a link.
 */
function customerServiceUrl(entries: readonly CustomerService[]): string | null {
  for (const entry of entries) {
    const url = decodeServicePath(entry.path)
    if (url && /^https?:\/\//i.test(url)) return url
  }
  return null
}

/** The access-denied page for a visitor outside the merchant's regions (wire-contract §6.1). */
export function RegionRestrictedScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation()
  const serviceUrl = customerServiceUrl(status.info.customerService)

  return (
    <StatusPage
      fullScreen
      icon={<EnvironmentOutline />}
      title={t('region.title')}
      description={t('region.description')}
    >
      <p className="status-page__fact">
        <span className="status-page__fact-label">{t('region.ipLabel')}</span>
        <span className="status-page__fact-value">{status.location.ip}</span>
      </p>
      <p className="status-page__text">{t('region.contact')}</p>
      {serviceUrl && (
        <a className="link-button" href={serviceUrl} target="_blank" rel="noopener noreferrer">
          {t('region.contactButton')}
        </a>
      )}
    </StatusPage>
  )
}
