import { ReferralLinksScreen } from '@/features/member-centre/components/referral-links-screen'

export default function ReferralLinksRoute() {
  return <ReferralLinksScreen />
}
