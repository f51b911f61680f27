import { InviteFriendsScreen } from '@/features/pages/components/invite-friends-screen'

export default function InviteFriendsRoute() {
  return <InviteFriendsScreen />
}
