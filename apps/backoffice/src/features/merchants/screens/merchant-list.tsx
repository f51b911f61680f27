import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { MerchantList } from '../components/merchant-list'

export default function MerchantListScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.merchants')} />
      <MerchantList selected={code} settingsHref={(c) => href('merchant', { code: c }, { merchant: c })} />
    </>
  )
}
