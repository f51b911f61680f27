import { Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useMerchantLook } from '@/lib/merchant-look'
import { useCan } from '@/lib/permissions'
import { PromotionsScreen } from '../components/promotions-screen'

export default function PromotionsRoute() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const look = useMerchantLook(code)
  const canWrite = useCan('promotions.write')
  return (
    <>
      <PageHeader title={t('menu.promotions')} />
      {look ? (
        <PromotionsScreen key={code} merchant={code} languages={look.languages} canWrite={canWrite} />
      ) : (
        <Skeleton active />
      )}
    </>
  )
}
