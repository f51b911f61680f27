import { ReferralLinksScreen } from '@/features/member-centre/components/referral-links-screen'
import { ReferralFriends } from '@/features/promotions/components/referral-friends'

export default function ReferralLinksRoute() {
  return (
    <ReferralLinksScreen>
      <ReferralFriends />
    </ReferralLinksScreen>
  )
}
