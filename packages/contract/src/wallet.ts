import { z } from 'zod'
import { calendarDaySchema, epochMsSchema } from './common.ts'

/**
 * Wallet reads and the account history (wire-contract §5). Amounts in answers are numbers in
 * major units, computed on the server from integer minor units; nothing here does arithmetic.
 */

const blank = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), s.optional())

/** The currency trial members (type 4) play with; it never mixes with real money. */
export const DEMO_CURRENCY = 'DEMO'

/** `accountTypeId` in the balance answer: 1 the real-money wallet, 0 the free-play wallet (§3.5). */
export const AccountTypeId = { real: 1, freePlay: 0 } as const

export const WalletErrorCode = {
  /** The same idempotency key was sent again with a different body. */
  idempotencyConflict: 'idempotency.conflict',
  insufficientBalance: 'wallet.insufficient.balance',
} as const

export const balanceQuerySchema = z.object({ typeId: blank(z.string().max(10)) })
/**
 * A bonus held apart from cash until wagered (decision 048): `wagered` counts stakes since the
 * grant, the bonus turns into cash when it reaches `required`, or goes back at `expiresAt`.
 */
export const bonusGrantSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  wagered: z.number(),
  required: z.number(),
  expiresAt: z.number().int(),
})
export type BonusGrant = z.infer<typeof bonusGrantSchema>

/**
 * `sumBalance` and `availBalance` are the cash a member can bet and withdraw. The bonus fields
 * came later, so they are optional on the wire: `bonusBalance` is the locked bonus money,
 * `totalBalance` cash plus bonus, `bonuses` the active grants.
 */
export const balanceSchema = z.object({
  sumBalance: z.number(),
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: z.number() })),
  currency: z.string(),
  currencySymbol: z.string(),
  bonusBalance: z.number().optional(),
  totalBalance: z.number().optional(),
  bonuses: z.array(bonusGrantSchema).optional(),
})
export type Balance = z.infer<typeof balanceSchema>

export const gcsBalanceSchema = z.object({ sumBalance: z.number() })
export const merchantWalletSchema = z.object({ isSingle: z.boolean() })

/** Kinds of ledger transaction a member sees in the account record. */
export const TRANSACTION_TYPES = [
  'adjustment',
  'seed',
  'trial_grant',
  'bet',
  'win',
  'rollback',
  'reversal',
  'deposit',
  'withdrawal',
  'withdrawal_release',
  'transfer',
  'promotion',
  'rebate',
  'vip_bonus',
  'bonus_release',
  'red_envelope',
] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

/** Dates as `YYYY-MM-DD` (merchant-independent, UTC; a day that exists) or epoch milliseconds. */
const dateParam = blank(z.union([calendarDaySchema, epochMsSchema]))

export const transactionRecordQuerySchema = z.object({
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(100)),
  startDate: dateParam,
  endDate: dateParam,
  type: blank(z.enum(TRANSACTION_TYPES)),
})
export type TransactionRecordQuery = z.infer<typeof transactionRecordQuerySchema>

export const transactionRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** Signed, major units: what the member's wallet moved by. */
  amount: z.number(),
  balanceAfter: z.number(),
  currency: z.string(),
  reason: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
})
export const transactionRecordListSchema = z.object({
  list: z.array(transactionRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
})
export type TransactionRecordList = z.infer<typeof transactionRecordListSchema>

/** The betting record screen (`/m/gameRecord`): the member's game rounds, newest first. */
export const ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const
export const gameRecordQuerySchema = z.object({
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(100)),
  startDate: dateParam,
  endDate: dateParam,
  /** Vendor code, e.g. INHOUSE. */
  vassalage: blank(z.string().max(40)),
  gameCode: blank(z.string().max(64)),
  status: blank(z.enum(ROUND_STATUSES)),
})
export type GameRecordQuery = z.infer<typeof gameRecordQuerySchema>
export const gameRecordSchema = z.object({
  roundId: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  status: z.enum(ROUND_STATUSES),
  /** Major units. */
  bet: z.number(),
  payout: z.number(),
  net: z.number(),
  currency: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  closedAt: z.number().nullable(),
})
export const gameRecordListSchema = z.object({
  list: z.array(gameRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
})
export type GameRecordList = z.infer<typeof gameRecordListSchema>
