import { lazy } from 'react'
import { useMemberDisplayName } from '@/features/auth/hooks/use-member-display-name'
import { HomeScreen } from '@/features/home/components/home-screen'
import { useInboxUnreadCount } from '@/features/messages/api/get-inbox-unread-count'

// Banners, notices and games arrive in their own chunk so the greeting paints first (the home
// screen's loader in app/screens.tsx fetches it alongside this module).
const StorefrontHomeRoute = lazy(() => import('./storefront-home'))

export default function HomeRoute() {
  // The message centre owns the count (and refreshes it when mail is read); home only shows it.
  const unreadMail = useInboxUnreadCount()
  const displayName = useMemberDisplayName()
  return <HomeScreen displayName={displayName} storefront={<StorefrontHomeRoute unreadMail={unreadMail} />} />
}
