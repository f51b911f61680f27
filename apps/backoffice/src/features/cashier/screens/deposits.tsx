import { useTranslation } from 'react-i18next'
import { AuditTrail } from '@/components/audit-trail'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { CashierQueue } from '../components/cashier-queue'

export default function DepositsScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.deposits')} />
      <CashierQueue
        kind="deposits"
        merchant={code}
        memberPath={(id) => href('member', { id }, { merchant: code })}
        auditTrail={(orderNo) => <AuditTrail target={orderNo} merchant={code} />}
      />
    </>
  )
}
