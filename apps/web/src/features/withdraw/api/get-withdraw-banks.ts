import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRealMemberToken } from './use-real-member-token'
import { withdrawKeys } from './withdraw-keys'

/** `GET /wps/relay/MCS2_withdrawBanks`: the banks the merchant pays out to. */
export const getWithdrawBanks = (signal?: AbortSignal) => apiCall(routes.withdrawBanks, { signal })

export const getWithdrawBanksQueryOptions = (token: string) =>
  queryOptions({
    queryKey: withdrawKeys.banks(token),
    queryFn: ({ signal }) => getWithdrawBanks(signal),
    staleTime: 5 * 60_000,
  })

export function useWithdrawBanks() {
  const token = useRealMemberToken()
  return useQuery({ ...getWithdrawBanksQueryOptions(token), enabled: token !== '' })
}
