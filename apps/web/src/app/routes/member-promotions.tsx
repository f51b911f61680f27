import { useQuery } from '@tanstack/react-query'
import { getMerchantPromotionsQueryOptions } from '@/features/content/api/get-merchant-promotions'
import { SafeHtml } from '@/components/ui/safe-html'
import { MissionsScreen, RewardCentreScreen } from '@/features/member-centre/components/promotions-screen'
import { useSession } from '@/lib/storage'

/** Reward centre and missions: the merchant's promotions, with operator HTML through SafeHtml. */
export default function MemberPromotionsRoute({ kind }: { kind: 'rewards' | 'missions' }) {
  const session = useSession()
  const promotions = useQuery(getMerchantPromotionsQueryOptions(session?.token ?? ''))
  const Screen = kind === 'rewards' ? RewardCentreScreen : MissionsScreen
  return <Screen promotions={promotions.data} renderHtml={(html) => <SafeHtml html={html} />} />
}
