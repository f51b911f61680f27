import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { merchantsKeys } from './merchants-keys'

export const getMerchantList = (signal?: AbortSignal) => apiCall(routes.boMerchantList, { signal })

export const getMerchantListQueryOptions = () =>
  queryOptions({ queryKey: merchantsKeys.list(), queryFn: ({ signal }) => getMerchantList(signal) })

export const useMerchantList = () => useQuery(getMerchantListQueryOptions())
