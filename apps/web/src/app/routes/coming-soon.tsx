import { Button } from 'antd-mobile'
import { ClockCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths, type ScreenId } from '@/config/paths'

export default function ComingSoonRoute({ screen }: { screen: ScreenId }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <StatusPage
      icon={<ClockCircleOutline />}
      badge={t('common.comingSoon')}
      title={t(`screens.${screen}`)}
      description={t('comingSoon.description')}
    >
      <Button block color="primary" shape="rounded" onClick={() => navigate(paths.home.path)}>
        {t('common.backHome')}
      </Button>
    </StatusPage>
  )
}
