import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { walletKeys } from './wallet-keys'

/** `GET /wps/v2/wallets/balance` (wire-contract §5). The `['wallet']` prefix is what launches invalidate. */
export const getWalletBalance = (signal?: AbortSignal) => apiCall(routes.walletBalance, { query: {}, signal })

export const getWalletBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => getWalletBalance(signal),
    staleTime: 30_000,
  })

export function useWalletBalance() {
  const session = useSession()
  return useQuery({ ...getWalletBalanceQueryOptions(session?.token ?? ''), enabled: session !== null })
}
