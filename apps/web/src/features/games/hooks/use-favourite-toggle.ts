import type { GameItem } from '@parlor/contract'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'
import { useAddFavouriteGame } from '../api/add-favourite-game'
import { useFavouriteIds } from '../api/get-favourite-ids'
import { useRemoveFavouriteGame } from '../api/remove-favourite-game'

/** The heart on every tile (storefront §4 Favourite toggle; guests go to login). */
export function useFavouriteToggle() {
  const session = useSession()
  const token = session?.token ?? ''
  const navigate = useNavigate()
  const ids = useFavouriteIds(session?.token)
  const add = useAddFavouriteGame(token)
  const remove = useRemoveFavouriteGame(token)
  const favourites = new Set(ids.data ?? [])

  const isFavourite = (g: GameItem) => favourites.has(String(g.nodeId))
  const toggle = (g: GameItem) => {
    if (!token) {
      navigate(paths.login.path)
      return
    }
    if (isFavourite(g)) remove.mutate(g)
    // Adding is skipped when the game is already in the list.
    else if (!favourites.has(String(g.nodeId))) add.mutate(g)
  }
  return { isFavourite, toggle }
}
