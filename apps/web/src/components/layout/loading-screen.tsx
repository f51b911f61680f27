import { SpinLoading } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import './loading-screen.css'

export function LoadingScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  return (
    <div
      className={fullScreen ? 'loading-screen loading-screen--full' : 'loading-screen'}
      role="status"
      aria-live="polite"
    >
      <SpinLoading color="primary" style={{ '--size': '40px' }} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}
