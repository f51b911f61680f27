import type { Resource } from '@parlor/contract'
import { CloseOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { isIos, isStandalone } from '@/lib/device'
import { dismissDownloadBar, isDownloadBarDismissed } from '@/lib/storage'
import { type DownloadPlatform, downloadLinks, isNativeAppShell, platformOf } from '../utils/download-links'
import { useInstallPrompt } from '../hooks/use-install-prompt'
import { DownloadPopup, templateBackground } from './download-popup'
import { InstallAppButton } from './install-app-button'
import './download-bar.css'

export function hasDownloadForPlatform(resources: readonly Resource[], platform: DownloadPlatform): boolean {
  return downloadLinks(resources, platform).length > 0
}

/** This device's platform; iPadOS passes for a Mac, so the device check comes first. */
const platformHere = (ua: string): DownloadPlatform => (isIos() ? 'ios' : platformOf(ua))

/**
 * Accounts §4 Download bar: hidden once the visitor closed it (hideDownloadBar), inside an
 * installed web app, inside a native app, and when the merchant has no download for the platform
 * (a desktop, offered every download to pass on, needs any one) and the browser offers no install.
 */
export function downloadBarHidden(resources: readonly Resource[], ua: string, canInstall = false): boolean {
  return (
    isDownloadBarDismissed() ||
    isStandalone() ||
    isNativeAppShell(ua) ||
    (!canInstall && !hasDownloadForPlatform(resources, platformHere(ua)))
  )
}

/**
 * The home screen's top block (accounts §Download bar and popup): the download button opens
 * /m/download, or the browser's install prompt where it offers one; tapping the icon and
 * description opens the download popup with this platform's links in place (decision 016).
 */
export function DownloadBar() {
  const { t } = useTranslation()
  const { merchantName, mobileTemplate, resources } = useMerchantInfo()
  const { canInstall } = useInstallPrompt()
  // The browser's install offer may come or go while the bar shows, so only the close is state.
  const [closed, setClosed] = useState(false)
  const [popupOpen, setPopupOpen] = useState(false)
  // An install offer that arrives after the home is drawn changes the button of a bar already
  // shown, but never pushes a bar in above the page the visitor is reading (the bar comes the
  // next time the home is drawn).
  const [offeredWhenDrawn] = useState(canInstall)

  if (closed || downloadBarHidden(resources, navigator.userAgent, canInstall && offeredWhenDrawn)) return null

  const icon = resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url || undefined
  const textColor = mobileTemplate.app_desc_font_color?.trim()
  const platform = platformHere(navigator.userAgent)

  return (
    <aside className="download-bar" style={templateBackground(mobileTemplate)} data-testid="download-bar">
      <button
        type="button"
        className="download-bar__close"
        aria-label={t('common.close')}
        onClick={() => {
          dismissDownloadBar()
          setClosed(true)
        }}
      >
        <CloseOutline aria-hidden="true" />
      </button>
      <button type="button" className="download-bar__body" aria-haspopup="dialog" onClick={() => setPopupOpen(true)}>
        {icon ? (
          <img className="download-bar__icon" src={icon} alt="" width={34} height={34} />
        ) : (
          <span className="download-bar__icon download-bar__icon--text" aria-hidden="true">
            {merchantName.slice(0, 1)}
          </span>
        )}
        <span className="download-bar__text" style={textColor ? { color: textColor } : undefined}>
          {mobileTemplate.app_desc?.trim() || t('download.barText')}
        </span>
      </button>
      {/* Where the browser offers it, installing in one tap beats any download; the popup keeps the links. */}
      {canInstall ? (
        <InstallAppButton className="download-bar__button" label="install" />
      ) : (
        <Link className="download-bar__button" to={paths.download.path}>
          {t('download.barButton')}
        </Link>
      )}
      <DownloadPopup
        visible={popupOpen}
        onClose={() => setPopupOpen(false)}
        links={downloadLinks(resources, platform)}
        template={mobileTemplate}
        icon={icon}
        merchantName={merchantName}
      />
    </aside>
  )
}
