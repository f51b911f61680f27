import { Button } from 'antd-mobile'
import { QuestionCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'

export default function NotFoundRoute() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <StatusPage icon={<QuestionCircleOutline />} title={t('notFound.title')} description={t('notFound.description')}>
      <Button block color="primary" shape="rounded" onClick={() => navigate(paths.home.path, { replace: true })}>
        {t('common.backHome')}
      </Button>
    </StatusPage>
  )
}
