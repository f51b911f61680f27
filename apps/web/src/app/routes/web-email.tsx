import { LoginFirst } from '@/components/layout/member-only'
import { InboxScreen } from '@/features/messages/components/inbox-screen'
import { useSession } from '@/lib/storage'

// The message centre needs a session (accounts §6); guests sign in and come back here.
export default function WebEmailRoute() {
  const session = useSession()
  if (!session) return <LoginFirst />
  return <InboxScreen />
}
