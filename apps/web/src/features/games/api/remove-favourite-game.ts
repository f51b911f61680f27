import type { GameItem } from '@parlor/contract'
import { routes } from '@parlor/contract'
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import type { FeedPage } from './feed-page'
import { gamesKeys } from './games-keys'

/** `MCSFE_removeFavoriteGameV2` (DELETE, body as add). */
export const removeFavouriteGame = (game: GameItem, token: string) =>
  apiCall(routes.favouriteRemove, { body: { nodeId: game.nodeId, vendor: game.vassalage, token } })

/**
 * Removal updates the lists at once, then calls the server (storefront §4): the id leaves the
 * favourite set and the tile leaves every cached favourites page before the request goes out.
 */
export function useRemoveFavouriteGame(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (game: GameItem) => removeFavouriteGame(game, token),
    onMutate: async (game) => {
      const idsKey = gamesKeys.favouriteIds(token)
      await queryClient.cancelQueries({ queryKey: idsKey })
      await queryClient.cancelQueries({ queryKey: gamesKeys.favouriteFeeds })
      const previousIds = queryClient.getQueryData<string[]>(idsKey)
      const previousFeeds = queryClient.getQueriesData<InfiniteData<FeedPage, number>>({
        queryKey: gamesKeys.favouriteFeeds,
      })
      const id = String(game.nodeId)
      queryClient.setQueryData<string[]>(idsKey, (ids = []) => ids.filter((x) => x !== id))
      queryClient.setQueriesData<InfiniteData<FeedPage, number>>({ queryKey: gamesKeys.favouriteFeeds }, (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, games: p.games.filter((g) => String(g.nodeId) !== id) })) }
          : data,
      )
      return { previousIds, previousFeeds }
    },
    onError: (_e, _game, ctx) => {
      queryClient.setQueryData(gamesKeys.favouriteIds(token), ctx?.previousIds)
      for (const [key, data] of ctx?.previousFeeds ?? []) queryClient.setQueryData(key, data)
    },
  })
}
