import { routes, type SystemStatus } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { readCachedStatus, seedMerchant, writeCachedStatus } from '@/lib/storage'
import { sharedKeys } from '@/lib/query-keys'

/** The boot call (wire-contract §6.1, §11): merchant config, flags and the maintenance switches. */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiCall(routes.systemStatus, { query: { device: 'MOBILE', url: window.location.host }, signal })
  writeCachedStatus(status)
  seedMerchant(status.info.merchantCode)
  return status
}

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.systemStatus,
    queryFn: ({ signal }) => getSystemStatus(signal),
    // The cached copy lets a returning visitor in at once; dating it to 0 makes it stale on
    // arrival, so a fresh answer is always fetched behind it.
    initialData: readCachedStatus,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    // The status gate shows its own screens for a failed boot.
    meta: { errorToast: false },
  })

export const useSystemStatus = () => useQuery(getSystemStatusQueryOptions())
