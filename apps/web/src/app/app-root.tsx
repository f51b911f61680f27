import { Outlet, ScrollRestoration } from 'react-router'
import { useForcedLogoutRedirect } from '@/features/auth/hooks/use-forced-logout-redirect'
import { useForcedPasswordChange } from '@/features/auth/hooks/use-forced-password-change'
import { StatusGate } from '@/features/system/components/status-gate'
import { useMerchantTheme } from './hooks/use-merchant-theme'

/** Root route: the phone-width column, then nothing until the status answer allows it. */
export function AppRoot() {
  useForcedLogoutRedirect()
  useForcedPasswordChange()
  useMerchantTheme()
  return (
    <div className="app-column">
      <StatusGate>
        <Outlet />
      </StatusGate>
      <ScrollRestoration />
    </div>
  )
}
