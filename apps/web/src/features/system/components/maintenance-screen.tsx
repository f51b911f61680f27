import { bootState } from '@parlor/contract'
import { Button } from 'antd-mobile'
import { SetOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'
import { useSystemStatus } from '@/lib/merchant/get-system-status'

/** Shown by the status gate while the merchant is in maintenance, and at /m/maintenance. */
export function MaintenanceScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  const { refetch, isFetching } = useSystemStatus()
  const { pathname } = useLocation()
  const navigate = useNavigate()

  const retry = async () => {
    const { data } = await refetch()
    // Under the gate a normal answer re-renders the app by itself; the route needs a way out.
    if (data && bootState(data) === 'normal' && pathname === paths.maintenance.path) {
      navigate(paths.home.path, { replace: true })
    }
  }

  return (
    <StatusPage
      fullScreen={fullScreen}
      icon={<SetOutline />}
      title={t('maintenance.title')}
      description={t('maintenance.description')}
    >
      <Button block color="primary" shape="rounded" loading={isFetching} onClick={() => void retry()}>
        {t('common.retry')}
      </Button>
    </StatusPage>
  )
}
