import { LoginFirst } from '@/components/layout/member-only'
import { FeedbackScreen } from '@/features/pages/components/feedback-screen'
import { useSession } from '@/lib/storage'

export default function FeedbackRoute() {
  const session = useSession()
  if (!session) return <LoginFirst />
  return <FeedbackScreen />
}
