import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { FeedbackScreen } from '@/features/pages/components/feedback-screen'
import { useSession } from '@/lib/storage'

export default function FeedbackRoute() {
  const session = useSession()
  const location = useLocation()
  if (!session) return <Navigate to={paths.login.path} replace state={{ from: location.pathname + location.search }} />
  return <FeedbackScreen />
}
