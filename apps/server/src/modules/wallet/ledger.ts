/**
 * The one way money moves: `postTransaction(tx, …)` inside a database transaction the caller
 * opened and passes down. Every posting is double entry (legs sum to zero, one currency), keyed
 * for idempotency per merchant, and debits member wallets only when the balance covers them
 * (a conditional UPDATE; the table's check constraint and the commit-time trigger of migration
 * 0004 back this up). Entries are never changed: a correction is a reversing transaction.
 *
 * Edit with care: the property test in ledger.test.ts must keep passing on PGlite and PostgreSQL.
 */
import { DEMO_CURRENCY, WalletErrorCode } from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import { type LedgerPostingEvent, ledgerPostings } from '../../lib/metrics.ts'
import { createWalletRepository } from './wallet-repository.ts'

/**
 * The merchant's own accounts. Cashier: `deposits` is the clearing account money from payment
 * providers comes through (it goes negative as players deposit), `withdrawal_holds` holds what
 * members asked to withdraw until it is paid or returned, `payouts` receives what was paid out.
 */
export type SystemAccountKind =
  | 'house'
  | 'promotions'
  | 'trial_funds'
  | 'adjustments'
  | 'deposits'
  | 'withdrawal_holds'
  | 'payouts'
export type AccountKind = 'member' | SystemAccountKind

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

/**
 * Posts one transaction inside `tx`. Throws AppError 409 `idempotency.conflict` when the key was
 * used with another body, and 409 `wallet.insufficient.balance` when a member wallet would go
 * below zero (the caller's transaction must then roll back, which throwing does).
 */
export async function postTransaction(tx: Tx, input: PostInput): Promise<Posted> {
  const repo = createWalletRepository(tx)
  const legs = normalise(input.legs)
  const requestHash = sha256Hex(canonical(input, legs))
  const created = await repo.insertTransaction({
    merchantId: input.merchantId,
    idempotencyKey: input.key,
    kind: input.kind,
    reason: input.reason ?? null,
    requestHash,
    memberId: input.memberId ?? null,
    meta: input.meta ?? {},
  })
  if (!created) {
    const first = await repo.findTransactionByKey(input.merchantId, input.key)
    if (!first) throw new Error('idempotency key vanished')
    if (first.requestHash !== requestHash) throw new AppError(409, WalletErrorCode.idempotencyConflict)
    if (ledgerPostings.hasSubscribers)
      ledgerPostings.publish({ kind: input.kind, replayed: true } satisfies LedgerPostingEvent)
    return {
      transactionId: first.id,
      replayed: true,
      createdAt: first.createdAt,
      entries: await repo.entriesOf(first.id),
    }
  }

  // Accounts in id order, so two postings over the same accounts never wait on each other in a cycle.
  const entries: PostedEntry[] = []
  let currency: string | null = null
  for (const leg of legs) {
    const row = await repo.applyLeg(input.merchantId, leg.accountId, leg.amount)
    if (!row) {
      if (!(await repo.accountBelongsTo(input.merchantId, leg.accountId)))
        throw new Error(`wallet account ${leg.accountId} is not the merchant's`)
      throw new AppError(409, WalletErrorCode.insufficientBalance)
    }
    if (currency !== null && row.currency !== currency) throw new Error('a ledger transaction mixes currencies')
    currency = row.currency
    entries.push({ accountId: leg.accountId, amount: leg.amount, balanceAfter: row.balance })
  }
  await repo.insertEntries(created.id, entries)
  // Counted when written; a caller's transaction that later rolls back still counts (metrics only).
  if (ledgerPostings.hasSubscribers)
    ledgerPostings.publish({ kind: input.kind, replayed: false } satisfies LedgerPostingEvent)
  return { transactionId: created.id, replayed: false, createdAt: created.createdAt, entries }
}

/** The account's id, creating it on first use (race-free: the unique indexes decide). */
export async function ensureAccount(
  db: Db | Tx,
  a: { merchantId: number; kind: AccountKind; memberId?: number | null; currency: string },
): Promise<number> {
  const memberId = a.kind === 'member' ? (a.memberId ?? null) : null
  if (a.kind === 'member' && memberId === null) throw new Error('a member account needs a member')
  const repo = createWalletRepository(db)
  const key = { merchantId: a.merchantId, kind: a.kind, memberId, currency: a.currency }
  const found = await repo.findAccountId(key)
  if (found !== null) return found
  await repo.insertAccountIfAbsent(key)
  const made = await repo.findAccountId(key)
  if (made === null) throw new Error('wallet account insert returned nothing')
  return made
}

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

/** A member's wallet balance in minor units; null when the wallet was never used. */
export function memberBalance(db: Db | Tx, memberId: number, currency: string): Promise<bigint | null> {
  return createWalletRepository(db).memberBalance(memberId, currency)
}

/** Runs one posting in its own database transaction. */
export function post(db: Db, input: PostInput): Promise<Posted> {
  return inTransaction(db, (tx) => postTransaction(tx, input))
}
