import type { AvailablePromotion } from '@parlor/contract'
import { useLocation, useNavigate } from 'react-router'
import { SafeHtml } from '@/components/ui/safe-html'
import { paths } from '@/config/paths'
import { MissionsScreen, RewardCentreScreen } from '@/features/member-centre/components/promotions-screen'
import { usePromotionClaims } from '@/features/promotions/api/get-promotion-claims'
import { usePromotions } from '@/features/promotions/api/get-promotions'
import { LeaderboardBoards } from '@/features/promotions/components/leaderboard-boards'
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
  // Issued: paid by the house without a claim (a leaderboard prize).
  const claimed = (claims.data?.list ?? []).filter((c) => c.status === 'Claimed' || c.status === 'Issued')
  const Screen = kind === 'rewards' ? RewardCentreScreen : MissionsScreen
  const action = (p: AvailablePromotion) => (
    <PromotionStatusButton
      promotion={p}
      signedIn={session !== null}
      onLogin={() => navigate(paths.login.path, { state: { from: location.pathname } })}
      size="small"
    />
  )
  return (
    <Screen
      promotions={promotions.data}
      renderHtml={(html) => <SafeHtml html={html} />}
      renderAction={action}
      leaderboards={
        kind === 'missions' && (
          <LeaderboardBoards
            renderJoin={(id) => {
              const p = promotions.data?.find((x) => x.id === id)
              return p ? action(p) : null
            }}
          />
        )
      }
      received={claimed.length > 0 ? <PromotionClaimsList claims={claimed} /> : null}
    />
  )
}
