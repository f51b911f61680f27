import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { RedRainsTable } from '../components/red-rains-table'

export default function RedRainsScreen() {
  const { t } = useTranslation()
  const { code, currency } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.redRains')} />
      <RedRainsTable key={code} merchant={code} currency={currency} />
    </>
  )
}
