import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { cashierKeys } from './cashier-keys'

/** `MCS2_depositPromoList`: the deposit promotions this member may take with a deposit on the channel. */
export const getDepositPromos = (channelId: number, signal?: AbortSignal) =>
  apiCall(routes.depositPromos, { query: { channelId }, signal })

export const getDepositPromosQueryOptions = (token: string, channelId: number) =>
  queryOptions({
    queryKey: cashierKeys.promos(token, channelId),
    queryFn: ({ signal }) => getDepositPromos(channelId, signal),
    // Without the list the deposit still works, just without a promotion.
    meta: { errorToast: false },
  })

export const useDepositPromos = (token: string, channelId: number) =>
  useQuery({ ...getDepositPromosQueryOptions(token, channelId), enabled: token !== '' })
