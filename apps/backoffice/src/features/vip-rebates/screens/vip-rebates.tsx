import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/lib/permissions'
import { VipRebatesScreen } from '../components/vip-rebates-screen'

export default function VipRebatesRoute() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const canWrite = useCan('promotions.write')
  return (
    <>
      <PageHeader title={t('menu.vipRebates')} />
      <VipRebatesScreen key={code} merchant={code} canWrite={canWrite} />
    </>
  )
}
