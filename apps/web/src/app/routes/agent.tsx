import { AgentHome } from '@/features/agent/components/agent-home'
import { useInboxUnreadCount } from '@/features/messages/api/get-inbox-unread-count'
import { useCustomerServiceUrl } from '@/lib/merchant/use-customer-service-url'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance'

/** The route composes what the agent home shows from other features (balance, merchant config, unread mail). */
export default function AgentRoute() {
  const { whitelabelVal, timeZone } = useMerchantInfo()
  const balance = useWalletBalance()
  const serviceUrl = useCustomerServiceUrl()
  const unreadMail = useInboxUnreadCount()
  return (
    <AgentHome
      balance={balance.data ?? null}
      whitelabel={whitelabelVal}
      timeZone={timeZone}
      serviceUrl={serviceUrl}
      unreadMail={unreadMail}
    />
  )
}
