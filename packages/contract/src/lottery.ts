import { z } from 'zod'
import { amountInputSchema, requestKeySchema } from './agent.ts'

/**
 * The lottery engine (decision 026): games with scheduled, shared draws ("numeros"). Each numero's
 * result is committed before it opens (SHA-256 of a secret seed), drawn from that seed after it
 * closes, and the seed is published with the result so anyone can verify it (lottery-rules.ts holds
 * the derivation both sides run). Amounts in answers are major units; stakes sent are
 * `amountInputSchema`; odds are decimal multipliers (stake × odds per hit, stake included).
 */

export const LotteryErrorCode = {
  /** No engine game with this code (HTTP 404). */
  gameUnknown: 'lottery.game.unknown',
  /** No such numero of this game: it was never scheduled (HTTP 404). */
  numeroUnknown: 'lottery.numero.unknown',
  /** The numero is unknown, not open yet, or closed for betting (HTTP 409). */
  numeroClosed: 'lottery.numero.closed',
  /** A bet type the game does not have, or picks that are not valid for it (HTTP 400). */
  betInvalid: 'lottery.bet.invalid',
  /** Stake below the game's minimum or above its maximum per pick (HTTP 400). */
  stakeOutOfRange: 'lottery.stake.out.of.range',
  /** Too many items, picks or chase numeros in one order (HTTP 400). */
  orderTooLarge: 'lottery.order.too.large',
  /** The order or sub-order is not the caller's or does not exist (HTTP 404). */
  orderNotFound: 'lottery.order.not.found',
  /** The sub-order is settled, cancelled, or its numero closed: it cannot be cancelled (HTTP 409). */
  cancelRefused: 'lottery.cancel.refused',
} as const

export type LotteryFamily = 'SSC' | 'D3' | 'PK10' | 'VN'

export interface LotteryBetTypeDef {
  code: string
  family: LotteryFamily
  /** Picks one item of this type may hold; each pick is one unit staked. */
  maxPicks: number
  /** Default odds (decimal multiplier, stake included); a merchant may override them. */
  odds: number
}

export interface LotteryGameDef {
  code: string
  family: LotteryFamily
  /** Seconds between draws (86 400 for a daily draw). */
  intervalSeconds: number
  /** Betting closes this many seconds before the draw. */
  closeSeconds: number
  /** Daily games: the draw's time of day, seconds after 00:00 UTC. */
  drawOffsetSeconds?: number
  /** Where the game sits in lists (`classify` of lottery items and menus). */
  classify: 'FAST' | 'VN'
}

/** The engine's games. Codes are stable: numeros, orders and catalogue rows refer to them. */
export const LOTTERY_GAMES: readonly LotteryGameDef[] = [
  { code: 'PL_SSC1', family: 'SSC', intervalSeconds: 60, closeSeconds: 5, classify: 'FAST' },
  { code: 'PL_SSC3', family: 'SSC', intervalSeconds: 180, closeSeconds: 10, classify: 'FAST' },
  { code: 'PL_SSC5', family: 'SSC', intervalSeconds: 300, closeSeconds: 15, classify: 'FAST' },
  { code: 'PL_D3', family: 'D3', intervalSeconds: 180, closeSeconds: 10, classify: 'FAST' },
  { code: 'PL_PK10', family: 'PK10', intervalSeconds: 60, closeSeconds: 5, classify: 'FAST' },
  { code: 'PL_PK10_5', family: 'PK10', intervalSeconds: 300, closeSeconds: 15, classify: 'FAST' },
  // Vietnamese daily draws at their usual local times (UTC+7): south 16:15, central 17:15, north 18:15.
  {
    code: 'PL_VN_SOUTH',
    family: 'VN',
    intervalSeconds: 86_400,
    closeSeconds: 900,
    drawOffsetSeconds: 33_300,
    classify: 'VN',
  },
  {
    code: 'PL_VN_CENTRAL',
    family: 'VN',
    intervalSeconds: 86_400,
    closeSeconds: 900,
    drawOffsetSeconds: 36_900,
    classify: 'VN',
  },
  {
    code: 'PL_VN_NORTH',
    family: 'VN',
    intervalSeconds: 86_400,
    closeSeconds: 900,
    drawOffsetSeconds: 40_500,
    classify: 'VN',
  },
]

export const lotteryGame = (code: string): LotteryGameDef | undefined => LOTTERY_GAMES.find((g) => g.code === code)

/**
 * Bet types per family (picks format in brackets; see lottery-rules.ts for what hits):
 * - SSC (five digits 0–9): P1…P5 digit at a position [`0`–`9`], SUM_BS sum of five big ≥ 23 or small
 *   [`B`|`S`], SUM_OE sum odd or even [`O`|`E`], FRONT3 first three digits in order [`ddd`].
 * - D3 (three digits): STRAIGHT exact [`ddd`], BOX any order, three different digits [`ddd`],
 *   LAST2 last two in order [`dd`], SUM_BS big ≥ 14 [`B`|`S`], SUM_OE [`O`|`E`].
 * - PK10 (cars 1–10 in finishing order): CHAMPION, RUNNER, THIRD car at that place [`1`–`10`],
 *   CH_BS champion big ≥ 6 [`B`|`S`], CH_OE [`O`|`E`], DT champion beats tenth place [`D`] or not [`T`].
 * - VN (27 prizes, the special first): DE last two digits of the special [`dd`], LO last two digits
 *   of every prize, paid per prize that ends so [`dd`], BA_CANG last three of the special [`ddd`].
 */
export const LOTTERY_BET_TYPES: readonly LotteryBetTypeDef[] = [
  ...(['P1', 'P2', 'P3', 'P4', 'P5'] as const).map((code) => ({
    code,
    family: 'SSC' as const,
    maxPicks: 10,
    odds: 9.8,
  })),
  { code: 'SUM_BS', family: 'SSC', maxPicks: 2, odds: 1.98 },
  { code: 'SUM_OE', family: 'SSC', maxPicks: 2, odds: 1.98 },
  { code: 'FRONT3', family: 'SSC', maxPicks: 100, odds: 980 },
  { code: 'STRAIGHT', family: 'D3', maxPicks: 100, odds: 950 },
  { code: 'BOX', family: 'D3', maxPicks: 100, odds: 158 },
  { code: 'LAST2', family: 'D3', maxPicks: 100, odds: 95 },
  { code: 'SUM_BS', family: 'D3', maxPicks: 2, odds: 1.98 },
  { code: 'SUM_OE', family: 'D3', maxPicks: 2, odds: 1.98 },
  { code: 'CHAMPION', family: 'PK10', maxPicks: 10, odds: 9.8 },
  { code: 'RUNNER', family: 'PK10', maxPicks: 10, odds: 9.8 },
  { code: 'THIRD', family: 'PK10', maxPicks: 10, odds: 9.8 },
  { code: 'CH_BS', family: 'PK10', maxPicks: 2, odds: 1.98 },
  { code: 'CH_OE', family: 'PK10', maxPicks: 2, odds: 1.98 },
  { code: 'DT', family: 'PK10', maxPicks: 2, odds: 1.98 },
  { code: 'DE', family: 'VN', maxPicks: 100, odds: 90 },
  { code: 'LO', family: 'VN', maxPicks: 100, odds: 3.5 },
  { code: 'BA_CANG', family: 'VN', maxPicks: 100, odds: 900 },
]

export const betTypesOf = (family: LotteryFamily) => LOTTERY_BET_TYPES.filter((b) => b.family === family)

/** Limits of one order. */
export const LOTTERY_LIMITS = {
  maxItems: 20,
  /** Numeros one order covers: the current one plus chase. */
  maxChase: 20,
  /** Stake per pick, major units. */
  minStake: 1,
  maxStake: 50_000,
} as const

const gameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/)
/** Numeros: `YYYYMMDD-NNNN` for fast games (slot of the UTC day), `YYYYMMDD` for daily games. */
export const numeroSchema = z.string().regex(/^\d{8}(-\d{4})?$/)
const rowId = z.coerce.number().int().min(1).max(2_147_483_647)

export const lotteryGameQuerySchema = z.object({ gameCode: gameCodeSchema })
export const lotteryNearQuerySchema = z.object({
  gameCode: gameCodeSchema,
  /** How many drawn numeros, newest first. */
  size: z.coerce.number().int().min(1).max(100).default(30),
})
export const lotteryDrawQuerySchema = z.object({ gameCode: gameCodeSchema, numero: numeroSchema })

/** A numero as players see it; `seed` and `result` stay null until the draw. */
export const lotteryNumeroSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  /** Epoch milliseconds. */
  opensAt: z.number(),
  closesAt: z.number(),
  drawsAt: z.number(),
  /** scheduled (open or closed by time) | drawn | settled */
  status: z.enum(['scheduled', 'drawn', 'settled']),
  /** SHA-256 (hex) of the seed, published before the numero opens. */
  commitHash: z.string(),
  seed: z.string().nullable(),
  /** The drawn numbers as text (digits, car numbers, or the 27 Vietnamese prizes, special first). */
  result: z.array(z.string()).nullable(),
})
export type LotteryNumero = z.infer<typeof lotteryNumeroSchema>

export const lotteryBetTypeSchema = z.object({
  code: z.string(),
  maxPicks: z.number(),
  /** This merchant's odds. */
  odds: z.number(),
})

/** `/lgw/games/opened/numero`: what the lottery screen needs to sell the current numero. */
export const lotteryOpenedSchema = z.object({
  gameCode: z.string(),
  family: z.enum(['SSC', 'D3', 'PK10', 'VN']),
  intervalSeconds: z.number(),
  /** The numero on sale now (opensAt ≤ now < closesAt), or the next one while the current is closed. */
  current: lotteryNumeroSchema,
  /** The last drawn numero, if any. */
  last: lotteryNumeroSchema.nullable(),
  betTypes: z.array(lotteryBetTypeSchema),
  currency: z.string(),
  minStake: z.number(),
  maxStake: z.number(),
  maxChase: z.number(),
  /** Server time, epoch ms, so countdowns do not trust the phone's clock. */
  serverTime: z.number(),
})
export type LotteryOpened = z.infer<typeof lotteryOpenedSchema>

/** A game's recent results (`/lgw/vn/games/game_menu/recent` and `/lgw/numeros/near`). */
export const lotteryRecentSchema = z.array(lotteryNumeroSchema)

export const lotteryOrderItemSchema = z.object({
  betType: z.string().regex(/^[A-Z0-9_]{1,16}$/),
  picks: z
    .array(z.string().regex(/^[A-Z0-9]{1,3}$/))
    .min(1)
    .max(100),
  /** Stake per pick. */
  stake: amountInputSchema,
})

export const lotteryOrderBodySchema = z.object({
  gameCode: gameCodeSchema,
  /** The numero the player saw on sale; refused when it is no longer open. */
  numero: numeroSchema,
  items: z.array(lotteryOrderItemSchema).min(1).max(LOTTERY_LIMITS.maxItems),
  /** Chase: the same items on this many numeros in a row, the first being `numero` (1 = no chase). */
  chase: z.coerce.number().int().min(1).max(LOTTERY_LIMITS.maxChase).default(1),
  /** Chase only: cancel and refund the later numeros once a numero of the order wins. */
  stopOnWin: z.boolean().default(false),
  /** The client's idempotency key: a retry answers the first order. */
  requestKey: requestKeySchema,
})
export type LotteryOrderBody = z.input<typeof lotteryOrderBodySchema>

export const lotterySubOrderSchema = z.object({
  id: z.number(),
  numero: z.string(),
  betType: z.string(),
  picks: z.array(z.string()),
  stake: z.number(),
  /** stake × picks. */
  amount: z.number(),
  odds: z.number(),
  /** pending | won | lost | cancelled (by the player) | stopped (chase stopped on a win) */
  status: z.enum(['pending', 'won', 'lost', 'cancelled', 'stopped']),
  win: z.number(),
  /** Whether the player may still cancel it (pending and its numero still open). */
  cancellable: z.boolean(),
  result: z.array(z.string()).nullable(),
})

export const lotteryOrderSchema = z.object({
  id: z.number(),
  gameCode: z.string(),
  /** The first numero of the order. */
  numero: z.string(),
  chase: z.number(),
  stopOnWin: z.boolean(),
  currency: z.string(),
  /** Everything staked, major units (cancelled and stopped sub-orders included). */
  total: z.number(),
  win: z.number(),
  refunded: z.number(),
  /** pending while any sub-order is, then settled. */
  status: z.enum(['pending', 'settled']),
  createdAt: z.number(),
})
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>

export const lotteryOrderDetailSchema = lotteryOrderSchema.extend({ subOrders: z.array(lotterySubOrderSchema) })
export type LotteryOrderDetail = z.infer<typeof lotteryOrderDetailSchema>

export const lotteryPlaceAnswerSchema = lotteryOrderDetailSchema.extend({
  /** The member's balance after the order, major units. */
  balance: z.number(),
})

export const lotteryOrdersQuerySchema = z.object({
  gameCode: gameCodeSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
})
export const lotteryOrderListSchema = z.object({ list: z.array(lotteryOrderSchema), total: z.number() })

export const lotteryOrderDetailQuerySchema = z.object({ orderId: rowId })
export const lotteryCancelBodySchema = z.object({ subOrderId: rowId })
export const lotteryCancelAnswerSchema = z.object({ subOrder: lotterySubOrderSchema, balance: z.number() })

/** The operator's odds for one merchant (`/admin/lottery/odds`). */
export const adminLotteryOddsQuerySchema = z.object({ merchantCode: z.string().min(1).max(40) })
export const adminLotteryOddsBodySchema = z.object({
  merchantCode: z.string().min(1).max(40),
  gameCode: gameCodeSchema,
  betType: z.string().regex(/^[A-Z0-9_]{1,16}$/),
  /** null returns the bet type to the default odds. */
  odds: z.number().min(1.01).max(100_000).multipleOf(0.01).nullable(),
  /** Who changes them, for the audit log (as in the other operator calls). */
  operator: z.string().min(1).max(64).optional(),
})
export const adminLotteryOddsSchema = z.array(
  z.object({ gameCode: z.string(), betType: z.string(), odds: z.number(), isDefault: z.boolean() }),
)
