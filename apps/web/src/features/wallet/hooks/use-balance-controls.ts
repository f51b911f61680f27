import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { walletKeys } from '../api/wallet-keys'

// Named like the original clients' key so a visitor's choice carries over.
const HIDE_BALANCE_KEY = 'hideBalance'
const BALANCE_VISIBILITY_EVENT = 'parlor:balance-visibility'

const readBalanceHidden = () => localStorage.getItem(HIDE_BALANCE_KEY) === '1'
function writeBalanceHidden(hidden: boolean) {
  if (hidden) localStorage.setItem(HIDE_BALANCE_KEY, '1')
  else localStorage.removeItem(HIDE_BALANCE_KEY)
  window.dispatchEvent(new Event(BALANCE_VISIBILITY_EVENT))
}

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
  const reloading = useIsFetching({ queryKey: walletKeys.balances }) > 0
  return {
    hidden,
    reloading,
    toggleHidden: () => writeBalanceHidden(!hidden),
    refresh: () => queryClient.refetchQueries({ queryKey: walletKeys.balances }),
  }
}
