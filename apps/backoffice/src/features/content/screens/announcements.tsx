import { Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/lib/permissions'
import { useMerchantLook } from '@/lib/merchant-look'
import { AnnouncementsScreen } from '../components/announcements-screen'

export default function AnnouncementsRoute() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const look = useMerchantLook(code)
  const canWrite = useCan('content.write')
  return (
    <>
      <PageHeader title={t('menu.announcements')} />
      {look ? (
        <AnnouncementsScreen
          key={code}
          merchant={code}
          merchantName={look.name}
          accent={look.accent}
          languages={look.languages}
          canWrite={canWrite}
        />
      ) : (
        <Skeleton active />
      )}
    </>
  )
}
