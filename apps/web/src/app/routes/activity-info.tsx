import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { SafeHtml } from '@/components/ui/safe-html'
import { paths } from '@/config/paths'
import { gameTypeUrl } from '@/features/games/utils/launch-target'
import { usePromotions } from '@/features/promotions/api/get-promotions'
import { PromotionDetailScreen } from '@/features/promotions/components/promotion-detail-screen'
import { ReferralFriends } from '@/features/promotions/components/referral-friends'
import { HeaderBalance } from '@/features/wallet/components/header-balance'
import { useSession } from '@/lib/storage'

/** `/m/activityInfo?id=`: one promotion with its status button (decision 038). */
export default function ActivityInfoRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const promotions = usePromotions()
  const id = Number(params.get('id'))
  // A list that failed to load shows as not found rather than loading for ever.
  const promotion =
    promotions.data || promotions.isError ? (promotions.data?.find((p) => p.id === id) ?? null) : undefined
  return (
    <PromotionDetailScreen
      promotion={promotion}
      signedIn={session !== null}
      // The login screen brings the guest back here (useMemberNavigation does the same).
      onLogin={() => navigate(paths.login.path, { state: { from: location.pathname + location.search } })}
      balance={session ? <HeaderBalance /> : undefined}
      renderHtml={(html) => <SafeHtml html={html} />}
      gamesUrl={gameTypeUrl}
    >
      {session && promotion?.kind === 'REFERRAL' && <ReferralFriends promotionId={promotion.id} />}
    </PromotionDetailScreen>
  )
}
