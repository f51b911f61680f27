/**
 * The one way money moves: the database function `wallet_post` (migration 0021), reached through
 * `postTransaction(tx, …)` inside a database transaction the caller opened and passes down, or
 * through the provider's bet and win functions that call it. Every posting is double entry (legs
 * sum to zero, one currency), keyed for idempotency per merchant, and debits member wallets only
 * when the balance covers them (a conditional UPDATE; the table's check constraint and the
 * balance trigger back this up). Entries are never changed: a correction is a reversing transaction.
 *
 * Edit with care: the property test in ledger.test.ts must keep passing on PGlite and PostgreSQL.
 */
import { DEMO_CURRENCY, WalletErrorCode } from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import { databaseError } from '../../db/errors.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import { type LedgerPostingEvent, ledgerPostings } from '../../lib/metrics.ts'
import { createWalletRepository } from './wallet-repository.ts'

/**
 * The merchant's own accounts. Cashier: `deposits` is the clearing account money from payment
 * providers comes through (it goes negative as players deposit), `withdrawal_holds` holds what
 * members asked to withdraw until it is paid or returned, `payouts` receives what was paid out.
 * `red_envelopes` holds agents' red-envelope rains until each envelope is claimed or returned.
 */
export type SystemAccountKind =
  | 'house'
  | 'promotions'
  | 'trial_funds'
  | 'adjustments'
  | 'deposits'
  | 'withdrawal_holds'
  | 'payouts'
  | 'red_envelopes'
/** A member's own accounts: `member` is cash, `bonus` locked bonus money (decision 048). */
export type MemberAccountKind = 'member' | 'bonus'
export type AccountKind = MemberAccountKind | SystemAccountKind

export interface Leg {
  accountId: number
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint
}

export interface PostInput {
  merchantId: number
  /** Unique per merchant; a retry with the same key and body answers the first result. */
  key: string
  kind: string
  reason?: string | null
  /** The member whose wallet this moves (account history). */
  memberId?: number | null
  legs: Leg[]
  meta?: Record<string, string | number>
}

export interface PostedEntry {
  accountId: number
  amount: bigint
  balanceAfter: bigint
}

export interface Posted {
  transactionId: number
  /** true when this answers an earlier posting with the same key. */
  replayed: boolean
  createdAt: Date
  entries: PostedEntry[]
}

/** The currency a member's wallet holds: trial members play with demo money only. */
export const walletCurrency = (merchantCurrency: string, memberType: number) =>
  memberType === 4 ? DEMO_CURRENCY : merchantCurrency

function canonical(input: PostInput, legs: Leg[]): string {
  return JSON.stringify({
    kind: input.kind,
    reason: input.reason ?? null,
    memberId: input.memberId ?? null,
    legs: legs.map((l) => [l.accountId, l.amount.toString()]),
    meta: Object.fromEntries(Object.entries(input.meta ?? {}).sort(([a], [b]) => a.localeCompare(b))),
  })
}

/** Merges legs per account and checks the posting balances; legs come back ordered by account. */
function normalise(legs: Leg[]): Leg[] {
  const byAccount = new Map<number, bigint>()
  for (const l of legs) byAccount.set(l.accountId, (byAccount.get(l.accountId) ?? 0n) + l.amount)
  const out = [...byAccount]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([accountId, amount]) => ({ accountId, amount }))
  if (out.length < 2) throw new Error('a ledger transaction moves money between at least two accounts')
  if (out.reduce((s, l) => s + l.amount, 0n) !== 0n) throw new Error('ledger legs do not sum to zero')
  return out
}

/** SQLSTATEs a ledger database function refuses with, and the answer each stands for. */
export type Refusals = Record<string, readonly [status: number, errorCode: string]>

/** The ledger's own refusals (migration 0021's functions). */
const REFUSALS: Refusals = {
  PW001: [409, WalletErrorCode.insufficientBalance],
  PW002: [409, WalletErrorCode.idempotencyConflict],
}

/** Counts a posting for the metrics (a replay apart), when anyone listens. */
export function countPosting(kind: string, replayed: boolean): void {
  if (ledgerPostings.hasSubscribers) ledgerPostings.publish({ kind, replayed } satisfies LedgerPostingEvent)
}

/**
 * Runs a ledger database call, turning the refusals its functions raise into AppErrors (the
 * raise already rolled back what the call wrote; the caller's transaction must end, as throwing
 * does). `more` maps further SQLSTATEs, as the provider calls' round states.
 */
export async function ledgerCall<T>(call: () => Promise<T>, more: Refusals = {}): Promise<T> {
  try {
    return await call()
  } catch (err) {
    const db = databaseError(err)
    const known = db ? (more[db.code] ?? REFUSALS[db.code]) : undefined
    if (known) throw new AppError(known[0], known[1])
    // A function's own guard (a foreign account, mixed currencies): its words, not the query's.
    if (db?.code === 'P0001') throw new Error(db.message, { cause: err })
    throw err
  }
}

/**
 * Posts one transaction inside `tx`, in one round trip to the database (`wallet_post`). Throws
 * AppError 409 `idempotency.conflict` when the key was used with another body, and 409
 * `wallet.insufficient.balance` when a member wallet would go below zero (the caller's
 * transaction must then roll back, which throwing does).
 */
export async function postTransaction(tx: Tx, input: PostInput): Promise<Posted> {
  const legs = normalise(input.legs)
  const requestHash = sha256Hex(canonical(input, legs))
  const posted = await ledgerCall(() =>
    createWalletRepository(tx).post(
      {
        merchantId: input.merchantId,
        idempotencyKey: input.key,
        kind: input.kind,
        reason: input.reason ?? null,
        requestHash,
        memberId: input.memberId ?? null,
        meta: input.meta ?? {},
      },
      legs,
    ),
  )
  if (posted.replayed && posted.requestHash !== requestHash)
    throw new AppError(409, WalletErrorCode.idempotencyConflict)
  // Counted when written; a caller's transaction that later rolls back still counts (metrics only).
  countPosting(input.kind, posted.replayed)
  return {
    transactionId: posted.id,
    replayed: posted.replayed,
    createdAt: posted.createdAt,
    // The same legs as the first posting: the request hash covers them.
    entries: legs.map((l, i) => ({ ...l, balanceAfter: posted.balances[i] ?? 0n })),
  }
}

/** The account's id, creating it on first use (race-free: the unique indexes decide). */
export async function ensureAccount(
  db: Db | Tx,
  a: { merchantId: number; kind: AccountKind; memberId?: number | null; currency: string; shard?: number },
): Promise<number> {
  const ofMember = a.kind === 'member' || a.kind === 'bonus'
  const memberId = ofMember ? (a.memberId ?? null) : null
  if (ofMember && memberId === null) throw new Error('a member account needs a member')
  return createWalletRepository(db).accountId({
    merchantId: a.merchantId,
    kind: a.kind,
    memberId,
    currency: a.currency,
    shard: a.kind === 'house' ? (a.shard ?? 0) : 0,
  })
}

/**
 * How many house accounts a merchant's game money spreads over, per currency: each member's bets
 * and wins post to the house shard of the member, so concurrent players do not queue on one row.
 */
export const HOUSE_SHARDS = 16
export const houseShardOf = (memberId: number) => memberId % HOUSE_SHARDS

/**
 * Locks the accounts in ascending id order, the one order every money path takes. A transaction
 * that makes several postings (an agent paying several downlines) calls this first: posting by
 * posting it would lock the accounts in request order, and two such calls naming the same
 * accounts in another order would deadlock each other.
 */
export async function lockAccounts(tx: Tx, merchantId: number, accountIds: number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b)
  if (ids.length === 0) return
  await createWalletRepository(tx).lockAccountsInOrder(merchantId, ids)
}

/** A member's wallet (cash) balance in minor units; null when the wallet was never used. */
export function memberBalance(db: Db | Tx, memberId: number, currency: string): Promise<bigint | null> {
  return createWalletRepository(db).memberBalance(memberId, currency)
}

/** A member's locked bonus balance in minor units (decision 048); 0 when never granted. */
export async function memberBonusBalance(db: Db | Tx, memberId: number, currency: string): Promise<bigint> {
  return (await createWalletRepository(db).memberBalance(memberId, currency, 'bonus')) ?? 0n
}

/** Runs one posting in its own database transaction. */
export function post(db: Db, input: PostInput): Promise<Posted> {
  return inTransaction(db, (tx) => postTransaction(tx, input))
}
