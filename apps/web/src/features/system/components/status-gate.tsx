import { bootState, type MerchantInfo } from '@parlor/contract'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { LoadingScreen } from '@/components/layout/loading-screen'
import { changeLanguage, currentLanguage, resolveLanguage } from '@/lib/i18n'
import { readStoredLanguage } from '@/lib/storage'
import { useSystemStatus } from '@/lib/merchant/get-system-status'
import { BootErrorScreen } from './boot-error-screen'

// Seen only while the platform is down: its code (and its large icon) stays out of every other start.
const MaintenanceScreen = lazy(() => import('./maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })))

// Only restricted visitors need it, and it brings the DES decoder for the service link.
const RegionRestrictedScreen = lazy(() =>
  import('./region-restricted-screen').then((m) => ({ default: m.RegionRestrictedScreen })),
)

// A visitor who never picked a language gets the merchant's default once it is known.
function useMerchantLanguage(info: MerchantInfo | undefined) {
  useEffect(() => {
    if (!info) return
    const wanted = resolveLanguage(readStoredLanguage(), info)
    if (wanted !== currentLanguage()) void changeLanguage(wanted, { persist: false })
  }, [info])
}

function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}

/**
 * Renders the app only after the status answer says it may (storefront §Shell behaviour,
 * Bootstrap); maintenance wins over region restriction.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus()
  useMerchantLanguage(status.data?.info)
  useDocumentTitle(status.data?.info.merchantName)

  if (!status.data) {
    return status.isError ? (
      <BootErrorScreen retrying={status.isFetching} onRetry={() => void status.refetch()} />
    ) : (
      <LoadingScreen fullScreen />
    )
  }

  switch (bootState(status.data)) {
    case 'maintenance':
      return (
        <Suspense fallback={<LoadingScreen fullScreen />}>
          <MaintenanceScreen fullScreen />
        </Suspense>
      )
    case 'regionRestricted':
      return (
        <Suspense fallback={<LoadingScreen fullScreen />}>
          <RegionRestrictedScreen status={status.data} />
        </Suspense>
      )
    case 'normal':
      return children
  }
}
