import type { MobileTemplate, Resource } from '@parlor/contract'
import { CloseOutline } from 'antd-mobile-icons'
import { type CSSProperties, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { isIos, isStandalone } from '@/lib/device'
import { dismissDownloadBar, isDownloadBarDismissed } from '@/lib/storage'
import './download-bar.css'

const PLATFORM_RESOURCES = { ios: ['IOS', 'MOBILECONFIG'], other: ['Android'] } as const

export function hasDownloadForPlatform(resources: readonly Resource[], ios: boolean): boolean {
  const wanted: readonly string[] = PLATFORM_RESOURCES[ios ? 'ios' : 'other']
  return resources.some((r) => wanted.includes(r.resourceType) && r.url !== '')
}

// app_background may be a colour or an image address (accounts §Download bar).
function barStyle(template: MobileTemplate): CSSProperties | undefined {
  const background = template.app_background?.trim()
  if (!background) return undefined
  return /^(https?:\/\/|\/)/.test(background) ? { backgroundImage: `url("${background}")` } : { background }
}

/**
 * The home screen's top block: an app download prompt. Hidden once closed, inside an
 * installed app, and when the merchant has no download for this platform.
 */
export function DownloadBar() {
  const { t } = useTranslation()
  const { merchantName, mobileTemplate, resources } = useMerchantInfo()
  const [dismissed, setDismissed] = useState(isDownloadBarDismissed)

  if (dismissed || isStandalone() || !hasDownloadForPlatform(resources, isIos())) return null

  const icon = resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url
  const textColor = mobileTemplate.app_desc_font_color?.trim()

  return (
    <aside className="download-bar" style={barStyle(mobileTemplate)}>
      <button
        type="button"
        className="download-bar__close"
        aria-label={t('common.close')}
        onClick={() => {
          dismissDownloadBar()
          setDismissed(true)
        }}
      >
        <CloseOutline aria-hidden="true" />
      </button>
      {icon ? (
        <img className="download-bar__icon" src={icon} alt="" />
      ) : (
        <span className="download-bar__icon download-bar__icon--text" aria-hidden="true">
          {merchantName.slice(0, 1)}
        </span>
      )}
      <p className="download-bar__text" style={textColor ? { color: textColor } : undefined}>
        {mobileTemplate.app_desc?.trim() || t('download.barText')}
      </p>
      <Link className="download-bar__button" to={paths.download.path}>
        {t('download.barButton')}
      </Link>
    </aside>
  )
}
