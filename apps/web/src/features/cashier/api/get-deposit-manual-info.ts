import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { cashierKeys } from './cashier-keys'

/** `GET MCS2_depositManualTransfer`: the merchant's receiving account for a manual-transfer channel. */
export const getDepositManualInfo = (channelId: number, signal?: AbortSignal) =>
  apiCall(routes.depositManualInfo, { query: { channelId }, signal })

export const getDepositManualInfoQueryOptions = (token: string, channelId: number) =>
  queryOptions({
    queryKey: cashierKeys.manualInfo(token, channelId),
    queryFn: ({ signal }) => getDepositManualInfo(channelId, signal),
    meta: { errorToast: false },
  })

export const useDepositManualInfo = (token: string, channelId: number) =>
  useQuery({ ...getDepositManualInfoQueryOptions(token, channelId), enabled: token !== '' })
