import { useTranslation } from 'react-i18next'
import './loading-screen.css'

/** Drawn by CSS alone: it shows while the rest of the app is still arriving. */
export function LoadingScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  return (
    <div
      className={fullScreen ? 'loading-screen loading-screen--full' : 'loading-screen'}
      role="status"
      aria-live="polite"
    >
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}
