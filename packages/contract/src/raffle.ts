import { z } from 'zod'

/**
 * The lucky draw (promotion kind RAFFLE, decision 038 amendment): tickets earned by turnover in the
 * promotion's own period, entered by the member, drawn once at the promotion's end. Amounts in
 * major units.
 */

/** One winner as every member sees it: the username masked ("ju***n"). */
export const raffleWinnerSchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  tickets: z.number().int(),
  prize: z.number(),
})
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>

export const raffleInfoSchema = z.object({
  /** Valid bets that earn one ticket. */
  ticketAmount: z.number(),
  maxTickets: z.number().int(),
  /** The game type whose bets count; null: every game. */
  gameType: z.string().nullable(),
  /** Prizes by rank (1 first), one per member. */
  prizes: z.array(z.number()),
  /** Epoch milliseconds: the draw is at the promotion's end. */
  drawTime: z.number(),
  /** The caller's tickets so far (0 for a guest). */
  tickets: z.number().int(),
  /** The caller has entered the draw. */
  entered: z.boolean(),
  drawn: z.boolean(),
  /** Members who entered (known once drawn). */
  entries: z.number().int().nullable(),
  winners: z.array(raffleWinnerSchema),
  /** The caller's rank and prize once drawn, null when not among the winners. */
  myRank: z.number().int().nullable(),
  myPrize: z.number().nullable(),
})
export type RaffleInfo = z.infer<typeof raffleInfoSchema>
