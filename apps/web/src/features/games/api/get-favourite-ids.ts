import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { gamesKeys } from './games-keys'

/** `MCSFE_getFavoriteGames`: the member's favourite nodeIds as strings (wire-contract §7.2). */
export const getFavouriteIds = (signal?: AbortSignal) => apiCall(routes.favouriteIds, { signal })

// Loaded once per session: the key carries the token, and the heart keeps the cache current.
export const getFavouriteIdsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: gamesKeys.favouriteIds(token),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  })

export const useFavouriteIds = (token: string | undefined) =>
  useQuery({ ...getFavouriteIdsQueryOptions(token ?? ''), enabled: Boolean(token) })
