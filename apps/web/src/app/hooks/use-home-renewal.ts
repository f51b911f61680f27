import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getFavouriteIdsQueryOptions } from '@/features/games/api/get-favourite-ids'
import { getMerchantWalletQueryOptions } from '@/features/wallet/api/get-merchant-wallet'
import { getWalletBalanceQueryOptions } from '@/features/wallet/api/get-wallet-balance'
import { useSession } from '@/lib/storage'
import { authKeys } from '@/features/auth/api/auth-keys'

/**
 * Storefront §Home screen: entering home with a session loads favourites and renews member info,
 * the wallet and the merchant wallet. Failures stay quiet here; their screens report them.
 */
export function useHomeRenewal() {
  const queryClient = useQueryClient()
  const token = useSession()?.token
  useEffect(() => {
    if (!token) return
    void queryClient.prefetchQuery(getFavouriteIdsQueryOptions(token))
    void queryClient.refetchQueries({ queryKey: authKeys.memberInfo(token) })
    void queryClient.refetchQueries({ queryKey: getWalletBalanceQueryOptions(token).queryKey })
    void queryClient.prefetchQuery(getMerchantWalletQueryOptions(token))
  }, [queryClient, token])
}
