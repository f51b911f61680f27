import { z } from 'zod'
import { parseMajor } from './money.ts'

/**
 * Shapes of the in-house games: the API their pages call (same origin, `X-Game-Session`) and the
 * seamless-wallet calls a game provider signs (`/provider/inhouse/*`, docs/game-providers.md).
 */

/** The lottery's game code; the others are `inhouse_rng_00N`. */
const LOTTERY_GAME = 'inhouse_lott_001'

export const inhousePlayParamsSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('inhouse_rng_001') }),
  z.object({ game: z.literal('inhouse_rng_002'), side: z.enum(['hi', 'lo']), chance: z.coerce.number().int() }),
  z.object({ game: z.literal('inhouse_rng_003'), target: z.coerce.number().int() }),
  z.object({
    game: z.literal(LOTTERY_GAME),
    kind: z.enum(['straight', 'box']),
    picks: z.array(z.coerce.number().int()).max(10),
  }),
])

/** A stake in major units, as text or number; becomes minor units. */
export const inhouseBetSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const minor = parseMajor(String(v))
  if (minor === null || minor <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'bet: a positive amount with at most two decimals' })
    return z.NEVER
  }
  return minor
})

export const inhouseSessionBodySchema = z.object({ token: z.string().min(10).max(200), game: z.string().max(40) })
export const inhousePlayBodySchema = z.object({ bet: inhouseBetSchema, params: inhousePlayParamsSchema })
export const inhouseSeedBodySchema = z.object({ clientSeed: z.string().trim().min(1).max(64) })
export const inhouseVerifyQuerySchema = z.object({
  serverSeed: z.string().min(1).max(128),
  clientSeed: z.string().min(1).max(64),
  nonce: z.coerce.number().int().min(0),
  bet: inhouseBetSchema,
  params: z.string().max(200),
})
export const inhouseVerifySchema = z.object({ serverSeedHash: z.string(), payout: z.string(), outcome: z.unknown() })
export const inhouseFileParamsSchema = z.object({ file: z.string() })
export const inhouseGameParamsSchema = z.object({ game: z.string() })

const providerId = z.string().min(1).max(100)
const providerMinor = z
  .union([z.string().regex(/^\d{1,18}$/), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
  .transform((v) => BigInt(v))
export const providerBetBodySchema = z.object({
  transactionId: providerId,
  roundId: providerId,
  playerId: z.number().int().min(1),
  currency: z.string().min(1).max(10),
  gameCode: providerId,
  amount: providerMinor,
})
export const providerWinBodySchema = z.object({
  transactionId: providerId,
  roundId: providerId,
  playerId: z.number().int().min(1),
  amount: providerMinor,
})
export const providerRollbackBodySchema = z.object({
  transactionId: providerId,
  roundId: providerId,
  playerId: z.number().int().min(1),
  betTransactionId: providerId,
})
export const providerWalletAnswerSchema = z.object({
  balance: z.number(),
  balanceMinor: z.string(),
  currency: z.string(),
  replayed: z.boolean(),
})
