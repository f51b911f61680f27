import { z } from 'zod'
import { parseMajor } from './money.ts'

/**
 * Shapes of the in-house games: the API their pages call (same origin, `X-Game-Session`) and the
 * seamless-wallet calls a game provider signs (`/provider/inhouse/*`, docs/game-providers.md).
 */

/** The lottery's game code; the others are `inhouse_rng_00N`. */
const LOTTERY_GAME = 'inhouse_lott_001'

export const inhouseGameCodeSchema = z.enum(['inhouse_rng_001', 'inhouse_rng_002', 'inhouse_rng_003', LOTTERY_GAME])

/** A round's choices; `int` coerces where the page sends them (a query string's text) and not in answers. */
const playParams = <I extends z.ZodType<number, unknown>>(int: I) =>
  z.discriminatedUnion('game', [
    z.object({ game: z.literal('inhouse_rng_001') }),
    z.object({ game: z.literal('inhouse_rng_002'), side: z.enum(['hi', 'lo']), chance: int }),
    z.object({ game: z.literal('inhouse_rng_003'), target: int }),
    z.object({ game: z.literal(LOTTERY_GAME), kind: z.enum(['straight', 'box']), picks: z.array(int).max(10) }),
  ])
export const inhousePlayParamsSchema = playParams(z.coerce.number().int())

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

// Answers of the game API. Amounts are minor units as decimal text (`bet`, `payout`, `balanceMinor`).

/** What a round drew, per game: the pages draw it and the verify page shows it. */
export const inhouseOutcomeSchema = z.union([
  /** Slot: reel stops, `grid[reel][row]` of symbols, and the paying lines. */
  z.object({
    stops: z.array(z.number().int()),
    grid: z.array(z.array(z.string())),
    wins: z.array(z.object({ line: z.number().int(), symbol: z.string(), pays: z.number() })),
  }),
  /** Hi-Lo dice: the roll 0.00..99.99 and the multiplier a win pays. */
  z.object({ roll: z.number(), side: z.enum(['hi', 'lo']), chance: z.number(), multiplier: z.number() }),
  /** Crash: where the rocket crashed and the cash-out asked for, both as multipliers (2.5 = 2.50×). */
  z.object({ crash: z.number(), target: z.number() }),
  /** Pick 3: the drawn digits, the ticket, and times the stake it pays (0 on a loss). */
  z.object({
    draw: z.array(z.number().int()),
    picks: z.array(z.number().int()),
    kind: z.enum(['straight', 'box']),
    multiplier: z.number(),
  }),
])
export type InhouseOutcome = z.infer<typeof inhouseOutcomeSchema>

/** The member's current seed pair as shown before play: the server seed only as its hash. */
export const inhouseFairSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
})

export const inhouseSessionSchema = z.object({ sessionToken: z.string() })

export const inhouseStateSchema = z.object({
  game: inhouseGameCodeSchema,
  name: z.string(),
  rtp: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  balanceMinor: z.string(),
  /** The app path the page's back button returns to. */
  backUrl: z.string(),
  fair: inhouseFairSchema,
})

export const inhousePlayAnswerSchema = z.object({
  roundId: z.string(),
  bet: z.string(),
  payout: z.string(),
  outcome: inhouseOutcomeSchema,
  balanceMinor: z.string(),
  fair: inhouseFairSchema.extend({ seedId: z.number().int(), nextNonce: z.number().int() }),
})

/** A past round; `params`, `outcome` and `nonce` are null on rounds stored without them. */
export const inhouseRoundSchema = z.object({
  roundId: z.string(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  bet: z.string(),
  payout: z.string(),
  params: playParams(z.number().int()).nullable(),
  outcome: inhouseOutcomeSchema.nullable(),
  nonce: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
})
export type InhouseRound = z.infer<typeof inhouseRoundSchema>
export const inhouseHistorySchema = z.object({ rounds: z.array(inhouseRoundSchema) })

export const inhouseSeedAnswerSchema = z.object({
  /** The pair just retired, server seed revealed; `nonces` rounds were played with it (0..nonces-1). */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonces: z.number().int(),
  }),
  next: inhouseFairSchema,
})

/** Pay tables and stated RTPs; multipliers times the stake, house edges as percentages. */
export const inhouseRulesSchema = z.object({
  games: z.array(z.object({ game: inhouseGameCodeSchema, name: z.string(), rtp: z.number() })),
  slot: z.object({
    strip: z.array(z.string()).readonly(),
    /** Three of a kind on a line pays this many times the line stake. */
    pays: z.record(z.string(), z.number()),
    /** Each line as [row of reel 1, row of reel 2, row of reel 3]. */
    lines: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()]).readonly()).readonly(),
  }),
  dice: z.object({ minChance: z.number(), maxChance: z.number(), payoutPct: z.number() }),
  crash: z.object({ payoutPct: z.number(), minTarget: z.number(), maxTarget: z.number() }),
  pick3: z.object({
    digits: z.number().int(),
    straightPays: z.number(),
    boxDistinctPays: z.number(),
    boxPairPays: z.number(),
    rtp: z.number(),
  }),
})

export const inhouseVerifySchema = z.object({
  serverSeedHash: z.string(),
  payout: z.string(),
  outcome: inhouseOutcomeSchema,
})
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
