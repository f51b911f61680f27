import { useEffect } from 'react'
import { useSystemStatus } from '@/lib/merchant/get-system-status'
import { applyTheme } from '@/lib/merchant/merchant-theme'

/**
 * Themes the app with the merchant's colour from the status answer. The cached status paints the
 * last known colour at once; the fresh answer fetched behind it brings a back-office change.
 */
export function useMerchantTheme() {
  const primaryColor = useSystemStatus().data?.info.primaryColor
  useEffect(() => {
    applyTheme(primaryColor)
  }, [primaryColor])
}
