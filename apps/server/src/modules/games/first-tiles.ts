import { gameListQuerySchema } from '@parlor/contract'
import type { Merchant } from '../system/merchant-repository.ts'
import { filterGames, imageCdnOf, MINOR_PER_MAJOR, toItem } from './catalogue-index.ts'
import type { Catalogue } from './catalogue-service.ts'

/** One row of the game list's grid at phone width. */
export const FIRST_ROW = 3

/**
 * The images of the first games a game list of one type shows, in the order and with the icons its
 * list call answers: the page draws them in its boot screen before the app has asked. Nothing for
 * a type the list does not know.
 */
export async function firstTileIcons(catalogue: Catalogue, merchant: Merchant, gameType: string): Promise<string[]> {
  const query = gameListQuerySchema.safeParse({ gameType })
  if (!query.success || !query.data.gameType) return []
  const view = (await catalogue.current()).view(merchant.id)
  const cdn = imageCdnOf(merchant)
  const language = merchant.defaultLanguage
  return filterGames(view, { query: query.data, language, minorPerMajor: MINOR_PER_MAJOR })
    .slice(0, FIRST_ROW)
    .map((g) => toItem(g, language, cdn, MINOR_PER_MAJOR, false).mobileSmallIcon)
}
