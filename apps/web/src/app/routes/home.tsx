import { HomeScreen } from '@/features/home/components/home-screen'
import { useInboxUnreadCount } from '@/features/messages/api/get-inbox-unread-count'

export default function HomeRoute() {
  // The message centre owns the count (and refreshes it when mail is read); home only shows it.
  return <HomeScreen unreadMail={useInboxUnreadCount()} />
}
