import { Button } from 'antd-mobile'
import { ExclamationCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/layout/status-page'

/** The status call failed and there is no cached answer to start from. */
export function BootErrorScreen({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <StatusPage
      fullScreen
      icon={<ExclamationCircleOutline />}
      title={t('boot.errorTitle')}
      description={navigator.onLine ? t('boot.errorDescription') : t('errors.noInternet')}
    >
      <Button block color="primary" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </StatusPage>
  )
}
