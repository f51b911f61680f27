import type { MobileTemplate } from '@parlor/contract'
import { CloseOutline } from 'antd-mobile-icons'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyCenterPopup } from '@/components/ui/lazy-on-open'
import { useInstallPrompt } from '../hooks/use-install-prompt'
import type { DownloadLink } from '../utils/download-links'
import { InstallAppButton } from './install-app-button'

const POPUP_SIZE = { '--min-width': 'min(86vw, 330px)', '--max-width': 'min(90vw, 360px)' } as CSSProperties

/** app_background may be a colour or an image address (accounts §Download bar and popup). */
export function templateBackground(template: MobileTemplate): CSSProperties | undefined {
  const background = template.app_background?.trim()
  if (!background) return undefined
  return /^(https?:\/\/|\/)/.test(background) ? { backgroundImage: `url("${background}")` } : { background }
}

/**
 * The download popup (accounts §Download bar and popup): the Android, iOS and profile-install
 * links the merchant offers for this platform, on the template's app background and text colour.
 */
export function DownloadPopup({
  visible,
  onClose,
  links,
  template,
  icon,
  merchantName,
}: {
  visible: boolean
  onClose: () => void
  links: readonly DownloadLink[]
  template: MobileTemplate
  icon: string | undefined
  merchantName: string
}) {
  const { t } = useTranslation()
  const textColor = template.app_desc_font_color?.trim()
  const hasProfile = links.some((l) => l.kind === 'MOBILECONFIG')
  const { canInstall } = useInstallPrompt()
  return (
    <LazyCenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose style={POPUP_SIZE}>
      <div
        className="download-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby="download-popup-title"
        data-testid="download-popup"
        style={templateBackground(template)}
      >
        <button type="button" className="download-popup__close" aria-label={t('common.close')} onClick={onClose}>
          <CloseOutline aria-hidden="true" />
        </button>
        {icon ? (
          <img className="download-popup__icon" src={icon} alt="" width={64} height={64} />
        ) : (
          <span className="download-popup__icon download-popup__icon--text" aria-hidden="true">
            {merchantName.slice(0, 1)}
          </span>
        )}
        <h2 id="download-popup-title" className="download-popup__title">
          {t('download.popupTitle', { merchant: merchantName })}
        </h2>
        <p className="download-popup__desc" style={textColor ? { color: textColor } : undefined}>
          {template.app_desc?.trim() || t('download.barText')}
        </p>
        <ul className="download-popup__links">
          {canInstall && (
            <li>
              <InstallAppButton className="download-popup__link download-popup__link--install" label="installApp" />
            </li>
          )}
          {links.map((l) => (
            <li key={l.kind}>
              <a
                className={`download-popup__link download-popup__link--${l.kind.toLowerCase()}`}
                href={l.url}
                data-kind={l.kind}
                rel="noopener"
              >
                {t(`download.link.${l.kind}`)}
              </a>
            </li>
          ))}
        </ul>
        {hasProfile && <p className="download-popup__hint">{t('download.profileHint')}</p>}
      </div>
    </LazyCenterPopup>
  )
}
