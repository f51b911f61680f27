import { MemberNoticeScreen } from '@/features/pages/components/member-notice-screen'

export default function MemberNoticeRoute() {
  return <MemberNoticeScreen />
}
