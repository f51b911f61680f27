import { NoticeScreen } from '@/features/content/components/notice-screen'

export default function NoticeRoute() {
  return <NoticeScreen />
}
