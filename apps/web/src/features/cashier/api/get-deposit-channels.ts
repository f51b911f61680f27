import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { cashierKeys } from './cashier-keys'

/** `MCS2_depositBanksByVendor`: the merchant's deposit channels, in display order, with their limits. */
export const getDepositChannels = (signal?: AbortSignal) => apiCall(routes.depositChannels, { signal })

export const getDepositChannelsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: cashierKeys.channels(token),
    queryFn: ({ signal }) => getDepositChannels(signal),
    // The screen says itself that the list failed.
    meta: { errorToast: false },
  })

export const useDepositChannels = (token: string) =>
  useQuery({ ...getDepositChannelsQueryOptions(token), enabled: token !== '' })
