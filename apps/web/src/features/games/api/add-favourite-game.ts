import type { GameItem } from '@parlor/contract'
import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { gamesKeys } from './games-keys'

/** `MCSFE_addFavoriteGameV2` (POST, body `{nodeId, vendor, token}`). */
export const addFavouriteGame = (game: GameItem, token: string) =>
  apiCall(routes.favouriteAdd, { body: { nodeId: game.nodeId, vendor: game.vassalage, token } })

export function useAddFavouriteGame(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (game: GameItem) => addFavouriteGame(game, token),
    onMutate: async (game) => {
      const key = gamesKeys.favouriteIds(token)
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<string[]>(key)
      queryClient.setQueryData<string[]>(key, (ids = []) => [...ids, String(game.nodeId)])
      return { previous }
    },
    onError: (_e, _game, ctx) => queryClient.setQueryData(gamesKeys.favouriteIds(token), ctx?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKeys.favouriteFeeds }),
  })
}
