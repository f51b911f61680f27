import { useLocation, useNavigate } from 'react-router'
import { SafeHtml } from '@/components/ui/safe-html'
import { paths } from '@/config/paths'
import { MissionsScreen, RewardCentreScreen } from '@/features/member-centre/components/promotions-screen'
import { usePromotionClaims } from '@/features/promotions/api/get-promotion-claims'
import { usePromotions } from '@/features/promotions/api/get-promotions'
import { PromotionClaimsList } from '@/features/promotions/components/promotion-claims-list'
import { PromotionStatusButton } from '@/features/promotions/components/promotion-status-button'
import { useSession } from '@/lib/storage'

/** Reward centre and missions: the merchant's promotions with their status buttons, operator HTML through SafeHtml. */
export default function MemberPromotionsRoute({ kind }: { kind: 'rewards' | 'missions' }) {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const promotions = usePromotions()
  const claims = usePromotionClaims()
  const claimed = (claims.data?.list ?? []).filter((c) => c.status === 'Claimed')
  const Screen = kind === 'rewards' ? RewardCentreScreen : MissionsScreen
  return (
    <Screen
      promotions={promotions.data}
      renderHtml={(html) => <SafeHtml html={html} />}
      renderAction={(p) => (
        <PromotionStatusButton
          promotion={p}
          signedIn={session !== null}
          onLogin={() => navigate(paths.login.path, { state: { from: location.pathname } })}
          size="small"
        />
      )}
      received={claimed.length > 0 ? <PromotionClaimsList claims={claimed} /> : null}
    />
  )
}
