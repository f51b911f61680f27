import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { merchantsKeys } from './merchants-keys'

export const getMaintenanceWindows = (merchant: string, signal?: AbortSignal) =>
  apiCall(routes.boMaintenanceList, { query: { merchant }, signal })

export const getMaintenanceWindowsQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: merchantsKeys.maintenance(merchant),
    queryFn: ({ signal }) => getMaintenanceWindows(merchant, signal),
  })

export const useMaintenanceWindows = (merchant: string) => useQuery(getMaintenanceWindowsQueryOptions(merchant))
