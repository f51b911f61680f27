import { DownlandOutline, LeftOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { type DownloadKind, downloadLinks, iosTooOld } from '../utils/download-links'
import './pages.css'

const LABEL: Record<DownloadKind, 'pages.download.android' | 'pages.download.ios' | 'pages.download.profile'> = {
  Android: 'pages.download.android',
  IOS: 'pages.download.ios',
  MOBILECONFIG: 'pages.download.profile',
}

/**
 * `/m/download` (accounts §Download bar and popup): Android, iOS and iOS-profile links from the
 * merchant's `resources`, only those it has (a platform without a link is not offered), and the
 * iOS 12.4 requirement of the iOS app when there is one. The shell hides its header here, so the
 * page carries its own way back. `install` is the browser's own install offer when it makes one
 * (Chromium's prompt; never on iOS): first, and the page's whole offer when the merchant has no app.
 */
export function DownloadScreen({ install }: { install?: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { merchantName, resources, mobileTemplate } = useMerchantInfo()
  const links = downloadLinks(resources)
  const icon = resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url
  // The requirement is the native app's; the profile (a home-screen web clip) has none.
  const iosApp = links.some((l) => l.kind === 'IOS')
  const oldIos = iosApp && iosTooOld(navigator.userAgent)
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home.path))

  return (
    <section className="pages download" aria-labelledby="download-title">
      <button type="button" className="pages__back" onClick={back} aria-label={t('pages.back')}>
        <LeftOutline aria-hidden="true" />
      </button>
      <div className="download__hero">
        {icon ? (
          <img className="download__icon" src={icon} alt="" />
        ) : (
          <span className="download__icon download__icon--text" aria-hidden="true">
            {merchantName.slice(0, 1)}
          </span>
        )}
        <h1 id="download-title" className="pages__title">
          {t('pages.download.title', { name: merchantName })}
        </h1>
        <p className="pages__note">{mobileTemplate.app_desc?.trim() || t('pages.download.text')}</p>
      </div>
      {links.length === 0 && !install ? (
        <StatusPage level={2} icon={<DownlandOutline />} title={t('pages.download.none')} />
      ) : (
        <ul className="download__links">
          {install && <li>{install}</li>}
          {links.map((l) => (
            <li key={l.kind}>
              <a
                className={l.kind === 'MOBILECONFIG' ? 'pages__cta' : 'pages__cta pages__cta--primary'}
                href={l.url}
                data-kind={l.kind}
              >
                <DownlandOutline aria-hidden="true" /> {t(LABEL[l.kind])}
              </a>
              {l.kind === 'MOBILECONFIG' && <p className="pages__note">{t('download.profileHint')}</p>}
            </li>
          ))}
        </ul>
      )}
      {iosApp && (
        <p className={oldIos ? 'download__ios download__ios--warn' : 'download__ios'} role="note">
          {t(oldIos ? 'pages.download.iosTooOld' : 'pages.download.iosNote')}
        </p>
      )}
    </section>
  )
}
