import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { MessageScreen } from '@/features/messages/components/message-screen'
import { useSession } from '@/lib/storage'

export default function MessageRoute() {
  const session = useSession()
  const location = useLocation()
  if (!session) return <Navigate to={paths.login.path} replace state={{ from: location.pathname + location.search }} />
  return <MessageScreen />
}
