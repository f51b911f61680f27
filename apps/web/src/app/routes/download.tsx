import { InstallAppButton } from '@/features/download/components/install-app-button'
import { useInstallPrompt } from '@/features/download/hooks/use-install-prompt'
import { DownloadScreen } from '@/features/pages/components/download-screen'

export default function DownloadRoute() {
  const { canInstall } = useInstallPrompt()
  return (
    <DownloadScreen
      install={canInstall ? <InstallAppButton className="pages__cta pages__cta--primary" label="installApp" /> : null}
    />
  )
}
