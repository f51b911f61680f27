import { Alert, Flex, Skeleton } from 'antd'
import { useRebateSettings } from '../api/vip-rebates'
import { RebateRatesCard } from './rebate-rates-card'
import { VipLevelsCard } from './vip-levels-card'

/** The merchant's house rebate rates and VIP levels, each saved on its own (decision 047). */
export function VipRebatesScreen(props: { merchant: string; canWrite: boolean }) {
  const settings = useRebateSettings(props.merchant)
  if (settings.error) return <Alert type="error" showIcon title={settings.error.message} />
  if (!settings.data) return <Skeleton active />
  return (
    <Flex vertical gap={16}>
      <RebateRatesCard settings={settings.data} canWrite={props.canWrite} />
      <VipLevelsCard settings={settings.data} canWrite={props.canWrite} />
    </Flex>
  )
}
