import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { merchantsKeys } from './merchants-keys'

export const getMerchantSettings = (code: string, signal?: AbortSignal) =>
  apiCall(routes.boMerchantGet, { params: { code }, signal })

export const getMerchantSettingsQueryOptions = (code: string) =>
  queryOptions({ queryKey: merchantsKeys.settings(code), queryFn: ({ signal }) => getMerchantSettings(code, signal) })

export const useMerchantSettings = (code: string) => useQuery(getMerchantSettingsQueryOptions(code))
