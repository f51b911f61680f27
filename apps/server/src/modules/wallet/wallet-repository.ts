/**
 * The wallet tables' SQL: ledger transactions, their entries and the accounts they move. Money
 * moves only through the database function `wallet_post` (migration 0021), which `postTransaction`
 * (ledger.ts) calls here inside the caller's transaction and the provider's bet and win functions
 * call in theirs; nothing else writes these tables.
 *
 * Edit with care: the conditional debit and the ordered row locks are what keep balances right
 * under concurrency (ledger.test.ts and money-concurrency.test.ts, on PGlite and PostgreSQL).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { type Db, rows, type Tx } from '../../db/client.ts'
import { walletAccounts, walletTransactions } from '../../db/schema.ts'

export interface NewLedgerTransaction {
  merchantId: number
  idempotencyKey: string
  kind: string
  reason: string | null
  requestHash: string
  memberId: number | null
  meta: Record<string, string | number>
}

export interface EntryRow {
  accountId: number
  amount: bigint
  balanceAfter: bigint
}

/** A PostgreSQL array literal, passed as one text parameter (drizzle spreads JS arrays into lists). */
const pgArray = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`

export interface AccountKey {
  merchantId: number
  kind: string
  /** null for the merchant's system accounts (house, promotions, …). */
  memberId: number | null
  currency: string
  /** House accounts only: which of the merchant's house shards (0 when omitted). */
  shard?: number
}

/** `q` is the database or the caller's open transaction; the ledger writes always get the latter. */
export function createWalletRepository(q: Db | Tx) {
  const accountWhere = (a: AccountKey) =>
    a.memberId === null
      ? and(
          eq(walletAccounts.merchantId, a.merchantId),
          eq(walletAccounts.kind, a.kind),
          eq(walletAccounts.currency, a.currency),
          eq(walletAccounts.shard, a.shard ?? 0),
          sql`${walletAccounts.memberId} is null`,
        )
      : and(
          eq(walletAccounts.memberId, a.memberId),
          eq(walletAccounts.kind, a.kind),
          eq(walletAccounts.currency, a.currency),
        )

  return {
    /**
     * Posts through the database's `wallet_post` (migration 0021): the transaction row, every leg
     * in the order given (account-id order, from the caller) and the entries, in one round trip.
     * When the merchant used the key before, nothing is written: it answers the first posting
     * (`replayed`) with its request hash and balances, for the caller to tell a replay from a conflict.
     */
    async post(t: NewLedgerTransaction, legs: readonly { accountId: number; amount: bigint }[]) {
      const [row] = await rows<{
        id: string
        replayed: boolean
        created: Date | string
        hash: string
        balances: string[]
      }>(
        q,
        sql`select o_transaction::text as id, o_replayed as replayed, o_created as created, o_hash as hash,
          o_balances::text[] as balances
          from wallet_post(${t.merchantId}, ${t.idempotencyKey}, ${t.kind}, ${t.reason}, ${t.requestHash},
            ${t.memberId}, ${JSON.stringify(t.meta)}::jsonb, ${pgArray(legs.map((l) => l.accountId))}::bigint[],
            ${pgArray(legs.map((l) => l.amount))}::bigint[])`,
      )
      if (!row) throw new Error('wallet_post answered nothing')
      return {
        id: Number(row.id),
        replayed: row.replayed,
        createdAt: new Date(row.created),
        requestHash: row.hash,
        balances: row.balances.map((b) => BigInt(b)),
      }
    },

    /** The account's id, made on first use (`wallet_account`: the unique indexes decide between racing inserts). */
    async accountId(a: AccountKey): Promise<number> {
      const [row] = await rows<{ id: string | null }>(
        q,
        sql`select wallet_account(${a.merchantId}, ${a.kind}, ${a.memberId}, ${a.currency}, ${a.shard ?? 0}::smallint)::text as id`,
      )
      if (!row?.id) throw new Error('wallet_account answered nothing')
      return Number(row.id)
    },

    /** The account's id when it exists (a read that creates nothing). */
    async findAccountId(a: AccountKey): Promise<number | null> {
      const [row] = await q.select({ id: walletAccounts.id }).from(walletAccounts).where(accountWhere(a))
      return row?.id ?? null
    },

    /** Row-locks the merchant's accounts in ascending id order (`ids` sorted by the caller). */
    async lockAccountsInOrder(merchantId: number, ids: number[]): Promise<void> {
      // The sort runs below the row locks, so PostgreSQL takes them in this order.
      await q
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.merchantId, merchantId), inArray(walletAccounts.id, ids)))
        .orderBy(asc(walletAccounts.id))
        .for('update')
    },

    /** The account's balance in minor units (0 when absent). */
    async accountBalance(accountId: number): Promise<bigint> {
      const [row] = await q
        .select({ balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(eq(walletAccounts.id, accountId))
      return row?.balance ?? 0n
    },

    /** Whether the merchant posted a transaction of this kind under `key`. */
    async postedWithKind(merchantId: number, key: string, kind: string): Promise<boolean> {
      const [row] = await q
        .select({ id: walletTransactions.id })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.merchantId, merchantId),
            eq(walletTransactions.idempotencyKey, key),
            eq(walletTransactions.kind, kind),
          ),
        )
      return row !== undefined
    },

    /** Idempotency keys of the member's bets in one provider round (posting meta names the round). */
    async betKeysOfRound(provider: string, memberId: number, roundId: string): Promise<string[]> {
      const found = await q
        .select({ key: walletTransactions.idempotencyKey })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.kind, 'bet'),
            eq(walletTransactions.memberId, memberId),
            sql`${walletTransactions.meta}->>'roundId' = ${roundId}`,
            sql`${walletTransactions.meta}->>'provider' = ${provider}`,
          ),
        )
      return found.map((r) => r.key)
    },

    /** The member's cash (`member`) or locked bonus (`bonus`) balance; null when never used. */
    async memberBalance(
      memberId: number,
      currency: string,
      kind: 'member' | 'bonus' = 'member',
    ): Promise<bigint | null> {
      const [row] = await q
        .select({ balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(
          and(
            eq(walletAccounts.memberId, memberId),
            eq(walletAccounts.kind, kind),
            eq(walletAccounts.currency, currency),
          ),
        )
      return row ? row.balance : null
    },
  }
}

export type WalletRepository = ReturnType<typeof createWalletRepository>
