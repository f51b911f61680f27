import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { InboxScreen } from '@/features/messages/components/inbox-screen'
import { useSession } from '@/lib/storage'

// The message centre needs a session (accounts §6); guests sign in and come back here.
export default function WebEmailRoute() {
  const session = useSession()
  const location = useLocation()
  if (!session) return <Navigate to={paths.login.path} replace state={{ from: location.pathname + location.search }} />
  return <InboxScreen />
}
