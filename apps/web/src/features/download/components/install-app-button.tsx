import { useTranslation } from 'react-i18next'
import { useInstallPrompt } from '../hooks/use-install-prompt'

/**
 * Opens the browser's install prompt; renders nothing unless the browser offers one now (never on
 * iOS, nor once the app is installed).
 */
export function InstallAppButton({ className, label }: { className: string; label: 'install' | 'installApp' }) {
  const { t } = useTranslation()
  const { canInstall, install } = useInstallPrompt()
  if (!canInstall) return null
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void install()
      }}
    >
      {t(`download.${label}`)}
    </button>
  )
}
