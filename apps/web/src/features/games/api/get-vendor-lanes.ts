import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { gamesKeys } from './games-keys'

/** `GCSGAME_newGameVendor`: one lane per game category with its vendors and classes (wire-contract §7.3). */
export const getVendorLanes = (signal?: AbortSignal) =>
  apiCall(routes.newGameVendor, { query: { platform: 'html5' } as never, signal })

export const getVendorLanesQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.vendorLanes(currentLanguage()),
    queryFn: ({ signal }) => getVendorLanes(signal),
    staleTime: 5 * 60_000,
    select: (v) => v.data.lanes,
  })

export const useVendorLanes = () => useQuery(getVendorLanesQueryOptions())
