import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { gamesKeys } from './games-keys'

export const getVendorList = (merchant: string, signal?: AbortSignal) =>
  apiCall(routes.boVendorList, { query: { merchant }, signal })

export const getVendorListQueryOptions = (merchant: string) =>
  queryOptions({ queryKey: gamesKeys.vendors(merchant), queryFn: ({ signal }) => getVendorList(merchant, signal) })

export const useVendorList = (merchant: string) => useQuery(getVendorListQueryOptions(merchant))
