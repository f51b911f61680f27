import { routes, type SystemStatus } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { completeStatus, readCachedStatus, readMerchant, seedMerchant, writeCachedStatus } from '@/lib/storage'
import { sharedKeys } from '@/lib/query-keys'

/** The boot call (wire-contract §6.1, §11): merchant config, flags and the maintenance switches. */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiCall(routes.systemStatus, { query: { device: 'MOBILE', url: window.location.host }, signal })
  writeCachedStatus(status)
  seedMerchant(status.info.merchantCode)
  return status
}

/** The element the server puts the boot answer in (apps/server plugins/web-app.ts). */
const PAGE_STATUS_ID = 'parlor-status'

let pageStatus: { at: number; status: SystemStatus } | null | undefined

/**
 * The boot answer the page came with, read once and kept as the cached copy. A page the service
 * worker kept while offline carries an old one; its time makes it stale like any other.
 */
function readPageStatus() {
  if (pageStatus !== undefined) return pageStatus
  pageStatus = null
  try {
    const carried = JSON.parse(document.getElementById(PAGE_STATUS_ID)?.textContent || 'null') as {
      at?: unknown
      status?: unknown
    } | null
    const status = completeStatus(carried?.status)
    // The page answers for its host; a merchant chosen earlier on this origin wins (storage.ts), and
    // its own answer is asked for.
    const chosen = readMerchant()
    const forChosen = !chosen || chosen.toLowerCase() === status?.info.merchantCode.toLowerCase()
    if (status && forChosen && typeof carried?.at === 'number') {
      pageStatus = { at: carried.at, status }
      writeCachedStatus(status)
      seedMerchant(status.info.merchantCode)
    }
  } catch {
    // A damaged block is ignored: the app asks for the answer as it would without one.
  }
  return pageStatus
}

/** The status the app can start with: the page's, else the copy kept from the last visit. */
export const initialSystemStatus = () => readPageStatus()?.status ?? readCachedStatus()

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.systemStatus,
    queryFn: ({ signal }) => getSystemStatus(signal),
    // The page's answer lets a first visit in at once, fresh for as long as any answer; the kept
    // copy lets a returning visitor in at once, dated 0 so a fresh answer is fetched behind it.
    initialData: initialSystemStatus,
    initialDataUpdatedAt: () => readPageStatus()?.at ?? 0,
    staleTime: 5 * 60_000,
    // The status gate shows its own screens for a failed boot.
    meta: { errorToast: false },
  })

export const useSystemStatus = () => useQuery(getSystemStatusQueryOptions())
