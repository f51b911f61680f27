import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { useCan } from '@/lib/permissions'
import { VendorsTable } from '../components/vendors-table'

export default function VendorListScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const canWrite = useCan('games.write')
  return (
    <>
      <PageHeader title={t('menu.vendors')} />
      <VendorsTable
        merchant={code}
        canWrite={canWrite}
        gamesHref={(vendor) => href('games', {}, { merchant: code, vendor })}
        scheduleHref={(vendor) => href('merchant', { code }, { merchant: code, tab: 'maintenance', vendor })}
      />
    </>
  )
}
