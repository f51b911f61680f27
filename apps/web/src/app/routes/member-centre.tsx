import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getMemberInfoQueryOptions } from '@/features/auth/api/get-member-info'
import { useMemberNavigation } from '@/lib/session/use-member-navigation'
import { getMerchantPromotionsQueryOptions } from '@/features/content/api/get-merchant-promotions'
import { usePromotions } from '@/features/promotions/api/get-promotions'
import { MemberCentreScreen } from '@/features/member-centre/components/member-centre-screen'
import { RedEnvelopeBadge } from '@/features/red-envelopes/components/red-envelope-badge'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { BonusWallet } from '@/features/wallet/components/bonus-wallet'
import { HeaderBalance } from '@/features/wallet/components/header-balance'
import { useSession } from '@/lib/storage'

export default function MemberCentreRoute() {
  const info = useMerchantInfo()
  const session = useSession()
  const goMember = useMemberNavigation()
  const token = session?.token ?? ''
  // accounts §Member centre: member info is renewed on every entry.
  const member = useQuery({ ...getMemberInfoQueryOptions(token), enabled: session !== null, refetchOnMount: 'always' })
  const promotions = useQuery(getMerchantPromotionsQueryOptions(token))
  // Promotion notices (REFERRAL…) and the promotions members join (MISSION…) both switch entries.
  const joinable = usePromotions()
  const livePromotions = useMemo(
    () =>
      new Set(
        [...(promotions.data ?? []), ...(joinable.data ?? [])]
          .filter((p) => p.enabled)
          .flatMap((p) => [p.promotionType, p.category])
          .filter((v): v is string => Boolean(v)),
      ),
    [promotions.data, joinable.data],
  )

  return (
    <>
      <MemberCentreScreen
        flags={info.whitelabelVal}
        look={info.mobileTemplate.mem_cen === '1' ? 'new' : 'base'}
        session={session}
        member={member.data}
        livePromotions={livePromotions}
        goMember={goMember}
        balance={session ? <HeaderBalance /> : undefined}
        bonus={session ? <BonusWallet /> : undefined}
      />
      <RedEnvelopeBadge />
    </>
  )
}
