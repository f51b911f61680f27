import { DownloadScreen } from '@/features/pages/components/download-screen'

export default function DownloadRoute() {
  return <DownloadScreen />
}
