import { z } from 'zod'
import { def } from './route-def.ts'

/**
 * The LEADERBOARD promotion kind (decision 038, amendment "leaderboard"): joined members ranked by
 * turnover within the merchant-local week, prizes by rank paid when the week ends. Amounts on the
 * wire are major units.
 */

/** How many ranks a board shows at least (more when more ranks win a prize). */
export const LEADERBOARD_SHOWN = 10
/** The most prizes (ranks paid) one leaderboard may have. */
export const LEADERBOARD_MAX_PRIZES = 50

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** The member's username masked ("ju***n"): the board is public to every member. */
  name: z.string(),
  turnover: z.number(),
  /** What this rank wins (0 past the last prize). */
  prize: z.number(),
})
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>

export const leaderboardSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  currency: z.string(),
  /** The game type whose bets count; null: every game. */
  gameType: z.string().nullable(),
  periodKey: z.string(),
  /** Epoch milliseconds: when this period's ranking closes and prizes are paid. */
  periodEnd: z.number(),
  /** Prize of rank 1, 2, … */
  prizes: z.array(z.number()),
  /** Turnover a member needs to rank at all (0: any bet). */
  minTurnover: z.number(),
  top: z.array(leaderboardEntrySchema),
  /** The caller: joined this period, its rank (null while unranked) and turnover since joining. */
  me: z.object({ joined: z.boolean(), rank: z.number().int().nullable(), turnover: z.number() }),
})
export type Leaderboard = z.infer<typeof leaderboardSchema>
export const leaderboardsSchema = z.array(leaderboardSchema)

export const leaderboardRoutes = {
  /** Each live leaderboard of the merchant with its current ranking and the caller's place. */
  promotionLeaderboards: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionLeaderboards',
    value: leaderboardsSchema,
    auth: 'member',
  }),
} as const
