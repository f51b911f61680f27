import { Outlet } from 'react-router'
import { useForcedLogoutRedirect } from '@/features/auth/hooks/use-forced-logout-redirect'
import { useForcedPasswordChange } from '@/features/auth/hooks/use-forced-password-change'
import { StatusGate } from '@/features/system/components/status-gate'
import { useMerchantTheme } from './hooks/use-merchant-theme'
import { useScrollRestoration } from './use-scroll-restoration'

/** Root route: the phone-width column, then nothing until the status answer allows it. */
export function AppRoot() {
  useForcedLogoutRedirect()
  useForcedPasswordChange()
  useMerchantTheme()
  useScrollRestoration()
  return (
    <div className="app-column">
      <StatusGate>
        <Outlet />
      </StatusGate>
    </div>
  )
}
