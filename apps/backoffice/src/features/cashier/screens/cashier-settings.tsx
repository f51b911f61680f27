import { Alert, Flex, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { AuditTrail } from '@/components/audit-trail'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/lib/permissions'
import { useCashierSettings, useChannels } from '../api/cashier-settings'
import { ChannelsCard } from '../components/channels-card'
import { WithdrawalRulesCard } from '../components/withdrawal-rules-card'

/** The merchant's withdrawal rules and deposit channels, each saved on its own. */
export default function CashierSettingsScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const canWrite = useCan('cashier.settings')
  const settings = useCashierSettings(code)
  const channels = useChannels(code)
  const error = settings.error ?? channels.error
  return (
    <>
      <PageHeader title={t('menu.cashierSettings')} />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !settings.data || !channels.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} key={code}>
          <WithdrawalRulesCard settings={settings.data} canWrite={canWrite} />
          <ChannelsCard merchant={code} channels={channels.data.list} canWrite={canWrite} />
          <AuditTrail target={code} merchant={code} />
        </Flex>
      )}
    </>
  )
}
