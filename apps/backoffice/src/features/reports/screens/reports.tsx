import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { ReportsPage } from '../components/reports-page'

export default function ReportsScreen() {
  const { t } = useTranslation()
  const { code, currency } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.reports')} />
      <ReportsPage merchant={code} currency={currency} />
    </>
  )
}
