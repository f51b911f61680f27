import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { AdjustmentsQueue } from '../components/adjustments-queue'

export default function AdjustmentsScreen() {
  const { t } = useTranslation()
  const { code, currency } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.adjustments')} />
      <AdjustmentsQueue
        merchant={code}
        currency={currency}
        memberPath={(id) => href('member', { id }, { merchant: code })}
      />
    </>
  )
}
