import { routes } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { type GameQuery, gamesKeys } from './games-keys'

export const getGameList = (query: GameQuery, signal?: AbortSignal) => apiCall(routes.boGameList, { query, signal })

export const getGameListQueryOptions = (query: GameQuery) =>
  queryOptions({
    queryKey: gamesKeys.list(query),
    queryFn: ({ signal }) => getGameList(query, signal),
    // Paging or filtering keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })

export const useGameList = (query: GameQuery) => useQuery(getGameListQueryOptions(query))
