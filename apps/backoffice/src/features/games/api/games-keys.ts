import type { boGameQuerySchema } from '@parlor/contract'
import type { z } from 'zod'

export type GameQuery = z.input<typeof boGameQuerySchema>

/** Query keys of the games area; invalidate through these. */
export const gamesKeys = {
  all: ['bo', 'games'] as const,
  list: (q: GameQuery) => [...gamesKeys.all, 'list', q] as const,
  lists: () => [...gamesKeys.all, 'list'] as const,
  vendors: (merchant: string) => [...gamesKeys.all, 'vendors', merchant] as const,
}
