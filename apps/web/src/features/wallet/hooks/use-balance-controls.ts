import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import {
  BALANCE_VISIBILITY_EVENT,
  readBalanceHidden,
  writeBalanceHidden,
} from '@/features/storefront/utils/storefront-storage'

function subscribe(onChange: () => void) {
  window.addEventListener(BALANCE_VISIBILITY_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(BALANCE_VISIBILITY_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/**
 * Storefront §4: the balance toggles hidden or shown (kept across visits); a refresh hides it
 * until the wallet reload has finished.
 */
export function useBalanceControls() {
  const queryClient = useQueryClient()
  const hidden = useSyncExternalStore(subscribe, readBalanceHidden, () => false)
  const reloading = useIsFetching({ queryKey: ['wallet', 'balance'] }) > 0
  return {
    hidden,
    reloading,
    toggleHidden: () => writeBalanceHidden(!hidden),
    refresh: () => queryClient.refetchQueries({ queryKey: ['wallet', 'balance'] }),
  }
}
