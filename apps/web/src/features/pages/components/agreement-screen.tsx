import { FileOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/layout/status-page'
import { SafeHtml } from '@/components/ui/safe-html'
import { useUserAgreement } from '../api/get-user-agreement'
import './pages.css'

/** `/m/useragreement`: the merchant's agreement, its age limit (18 or 21) stated first. */
export function AgreementScreen() {
  const { t } = useTranslation()
  const agreement = useUserAgreement()
  const data = agreement.data

  if (agreement.isPending) return <p className="pages__state">{t('common.loading')}</p>
  if (!data) return <StatusPage icon={<FileOutline />} title={t('pages.agreement.loadFailed')} />
  return (
    <article className="pages agreement" aria-labelledby="agreement-title">
      <h1 id="agreement-title" className="pages__title">
        {t('pages.agreement.title', { name: data.merchantName })}
      </h1>
      <p className="agreement__age" data-testid="agreement-age">
        {t('pages.agreement.age', { age: data.ageLimit })}
      </p>
      {data.content ? (
        <SafeHtml className="safe-html agreement__body" html={data.content} />
      ) : (
        <p className="pages__note">{t('pages.agreement.missing')}</p>
      )}
      {/* The server locates visitors with MaxMind's GeoLite2 country data, whose licence asks for this credit. */}
      <p className="pages__note">{t('pages.agreement.geoData')}</p>
    </article>
  )
}
