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
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { walletAccounts, walletEntries, walletTransactions } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'

export type SystemAccountKind = 'house' | 'promotions' | 'trial_funds' | 'adjustments'
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

/** Minor units per major unit; every currency the platform holds has two decimals. */
export const MINOR_PER_MAJOR = 100n

/** The currency a member's wallet holds: trial members play with demo money only. */
export const walletCurrency = (merchantCurrency: string, memberType: number) =>
  memberType === 4 ? DEMO_CURRENCY : merchantCurrency

/** Minor units → a number in major units, for answers only. */
export const toMajor = (minor: bigint) => Number(minor) / Number(MINOR_PER_MAJOR)

/** "100.00", "-5", "0.5" → minor units; null when not a plain decimal with at most two places. */
export function parseMajor(text: string): bigint | null {
  const m = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const minor = BigInt(m[2] as string) * MINOR_PER_MAJOR + BigInt((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -minor : minor
}

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

async function entriesOf(tx: Db, transactionId: number): Promise<PostedEntry[]> {
  return tx
    .select({
      accountId: walletEntries.accountId,
      amount: walletEntries.amount,
      balanceAfter: walletEntries.balanceAfter,
    })
    .from(walletEntries)
    .where(eq(walletEntries.transactionId, transactionId))
    .orderBy(asc(walletEntries.accountId))
}

/**
 * Posts one transaction inside `tx`. Throws AppError 409 `idempotency.conflict` when the key was
 * used with another body, and 409 `wallet.insufficient.balance` when a member wallet would go
 * below zero (the caller's transaction must then roll back, which throwing does).
 */
export async function postTransaction(tx: Db, input: PostInput): Promise<Posted> {
  const legs = normalise(input.legs)
  const requestHash = sha256Hex(canonical(input, legs))
  const [created] = await tx
    .insert(walletTransactions)
    .values({
      merchantId: input.merchantId,
      idempotencyKey: input.key,
      kind: input.kind,
      reason: input.reason ?? null,
      requestHash,
      memberId: input.memberId ?? null,
      meta: input.meta ?? {},
    })
    // A concurrent posting with the same key waits here until the first one commits or rolls back.
    .onConflictDoNothing({ target: [walletTransactions.merchantId, walletTransactions.idempotencyKey] })
    .returning({ id: walletTransactions.id, createdAt: walletTransactions.createdAt })
  if (!created) {
    const [first] = await tx
      .select({
        id: walletTransactions.id,
        requestHash: walletTransactions.requestHash,
        createdAt: walletTransactions.createdAt,
      })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.merchantId, input.merchantId), eq(walletTransactions.idempotencyKey, input.key)))
    if (!first) throw new Error('idempotency key vanished')
    if (first.requestHash !== requestHash) throw new AppError(409, WalletErrorCode.idempotencyConflict)
    return {
      transactionId: first.id,
      replayed: true,
      createdAt: first.createdAt,
      entries: await entriesOf(tx, first.id),
    }
  }

  // Accounts in id order, so two postings over the same accounts never wait on each other in a cycle.
  const entries: PostedEntry[] = []
  let currency: string | null = null
  for (const leg of legs) {
    const amount = leg.amount.toString()
    const [row] = await tx
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + ${amount}::bigint` })
      .where(
        and(
          eq(walletAccounts.id, leg.accountId),
          eq(walletAccounts.merchantId, input.merchantId),
          sql`(${walletAccounts.kind} <> 'member' or ${walletAccounts.balance} + ${amount}::bigint >= 0)`,
        ),
      )
      .returning({ balance: walletAccounts.balance, currency: walletAccounts.currency })
    if (!row) {
      const [exists] = await tx
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.id, leg.accountId), eq(walletAccounts.merchantId, input.merchantId)))
      if (!exists) throw new Error(`wallet account ${leg.accountId} is not the merchant's`)
      throw new AppError(409, WalletErrorCode.insufficientBalance)
    }
    if (currency !== null && row.currency !== currency) throw new Error('a ledger transaction mixes currencies')
    currency = row.currency
    entries.push({ accountId: leg.accountId, amount: leg.amount, balanceAfter: row.balance })
  }
  await tx.insert(walletEntries).values(entries.map((e) => ({ ...e, transactionId: created.id })))
  return { transactionId: created.id, replayed: false, createdAt: created.createdAt, entries }
}

/** The account's id, creating it on first use (race-free: the unique indexes decide). */
export async function ensureAccount(
  tx: Db,
  a: { merchantId: number; kind: AccountKind; memberId?: number | null; currency: string },
): Promise<number> {
  const memberId = a.kind === 'member' ? (a.memberId ?? null) : null
  if (a.kind === 'member' && memberId === null) throw new Error('a member account needs a member')
  const find = () =>
    tx
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(
        memberId === null
          ? and(
              eq(walletAccounts.merchantId, a.merchantId),
              eq(walletAccounts.kind, a.kind),
              eq(walletAccounts.currency, a.currency),
              sql`${walletAccounts.memberId} is null`,
            )
          : and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.currency, a.currency)),
      )
  const [found] = await find()
  if (found) return found.id
  await tx.execute(
    memberId === null
      ? sql`insert into wallet_accounts (merchant_id, kind, currency) values (${a.merchantId}, ${a.kind}, ${a.currency})
            on conflict (merchant_id, kind, currency) where member_id is null do nothing`
      : sql`insert into wallet_accounts (merchant_id, kind, member_id, currency) values (${a.merchantId}, 'member', ${memberId}, ${a.currency})
            on conflict (member_id, currency) where member_id is not null do nothing`,
  )
  const [made] = await find()
  if (!made) throw new Error('wallet account insert returned nothing')
  return made.id
}

/**
 * Locks the accounts in ascending id order, the one order every money path takes. A transaction
 * that makes several postings (an agent paying several downlines) calls this first: posting by
 * posting it would lock the accounts in request order, and two such calls naming the same
 * accounts in another order would deadlock each other.
 */
export async function lockAccounts(tx: Db, merchantId: number, accountIds: number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b)
  if (ids.length === 0) return
  // The sort runs below the row locks, so PostgreSQL takes them in this order.
  await tx
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), inArray(walletAccounts.id, ids)))
    .orderBy(asc(walletAccounts.id))
    .for('update')
}

/** A member's wallet balance in minor units; 0 when the wallet was never used. */
export async function memberBalance(db: Db, memberId: number, currency: string): Promise<bigint | null> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.currency, currency)))
  return row ? row.balance : null
}

/** Runs one posting in its own database transaction. */
export function post(db: Db, input: PostInput): Promise<Posted> {
  return db.transaction((tx) => postTransaction(tx as unknown as Db, input))
}
