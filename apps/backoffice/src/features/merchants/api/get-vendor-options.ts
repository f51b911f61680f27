import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { merchantsKeys } from './merchants-keys'

/** The merchant's vendors, to plan a window for one of them. */
export const getVendorOptionsQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: merchantsKeys.vendors(merchant),
    queryFn: ({ signal }) => apiCall(routes.boVendorList, { query: { merchant }, signal }),
  })

export const useVendorOptions = (merchant: string) => useQuery(getVendorOptionsQueryOptions(merchant))
