import { LoginFirst } from '@/components/layout/member-only'
import { MessageScreen } from '@/features/messages/components/message-screen'
import { useSession } from '@/lib/storage'

export default function MessageRoute() {
  const session = useSession()
  if (!session) return <LoginFirst />
  return <MessageScreen />
}
