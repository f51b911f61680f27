import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { walletKeys } from './wallet-keys'

/** `GCS_merchantWallet`: whether the merchant runs a single wallet (home renews it on entry). */
export const getMerchantWallet = (signal?: AbortSignal) => apiCall(routes.merchantWallet, { signal })

export const getMerchantWalletQueryOptions = (token: string) =>
  queryOptions({
    queryKey: walletKeys.merchant(token),
    queryFn: ({ signal }) => getMerchantWallet(signal),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })

export function useMerchantWallet() {
  const session = useSession()
  return useQuery({ ...getMerchantWalletQueryOptions(session?.token ?? ''), enabled: session !== null })
}
