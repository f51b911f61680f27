/**
 * The wallet tables' SQL: ledger transactions, their entries and the accounts they move. Money
 * moves only through `postTransaction` (ledger.ts), which calls the writes here inside the
 * caller's transaction; nothing else writes these tables.
 *
 * Edit with care: the conditional debit and the ordered row locks are what keep balances right
 * under concurrency (ledger.test.ts and money-concurrency.test.ts, on PGlite and PostgreSQL).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { walletAccounts, walletEntries, walletTransactions } from '../../db/schema.ts'

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

export interface AccountKey {
  merchantId: number
  kind: string
  /** null for the merchant's system accounts (house, promotions, …). */
  memberId: number | null
  currency: string
}

/** `q` is the database or the caller's open transaction; the ledger writes always get the latter. */
export function createWalletRepository(q: Db | Tx) {
  const accountWhere = (a: AccountKey) =>
    a.memberId === null
      ? and(
          eq(walletAccounts.merchantId, a.merchantId),
          eq(walletAccounts.kind, a.kind),
          eq(walletAccounts.currency, a.currency),
          sql`${walletAccounts.memberId} is null`,
        )
      : and(eq(walletAccounts.memberId, a.memberId), eq(walletAccounts.currency, a.currency))

  return {
    /**
     * Inserts the transaction row; null when the merchant already used the key. A concurrent
     * insert with the same key waits until the first one commits or rolls back.
     */
    async insertTransaction(t: NewLedgerTransaction): Promise<{ id: number; createdAt: Date } | null> {
      const [created] = await q
        .insert(walletTransactions)
        .values(t)
        .onConflictDoNothing({ target: [walletTransactions.merchantId, walletTransactions.idempotencyKey] })
        .returning({ id: walletTransactions.id, createdAt: walletTransactions.createdAt })
      return created ?? null
    },

    async findTransactionByKey(
      merchantId: number,
      key: string,
    ): Promise<{ id: number; requestHash: string; createdAt: Date } | null> {
      const [row] = await q
        .select({
          id: walletTransactions.id,
          requestHash: walletTransactions.requestHash,
          createdAt: walletTransactions.createdAt,
        })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.merchantId, merchantId), eq(walletTransactions.idempotencyKey, key)))
      return row ?? null
    },

    /** A transaction's entries in account order. */
    entriesOf(transactionId: number): Promise<EntryRow[]> {
      return q
        .select({
          accountId: walletEntries.accountId,
          amount: walletEntries.amount,
          balanceAfter: walletEntries.balanceAfter,
        })
        .from(walletEntries)
        .where(eq(walletEntries.transactionId, transactionId))
        .orderBy(asc(walletEntries.accountId))
    },

    /**
     * Adds `amount` to the merchant's account, refusing (null) when a member wallet would go below
     * zero or the account is not the merchant's. The UPDATE takes the row lock.
     */
    async applyLeg(
      merchantId: number,
      accountId: number,
      amount: bigint,
    ): Promise<{ balance: bigint; currency: string } | null> {
      const text = amount.toString()
      const [row] = await q
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} + ${text}::bigint` })
        .where(
          and(
            eq(walletAccounts.id, accountId),
            eq(walletAccounts.merchantId, merchantId),
            sql`(${walletAccounts.kind} <> 'member' or ${walletAccounts.balance} + ${text}::bigint >= 0)`,
          ),
        )
        .returning({ balance: walletAccounts.balance, currency: walletAccounts.currency })
      return row ?? null
    },

    async accountBelongsTo(merchantId: number, accountId: number): Promise<boolean> {
      const [row] = await q
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.id, accountId), eq(walletAccounts.merchantId, merchantId)))
      return row !== undefined
    },

    /** Entries are append-only: this is the only write to wallet_entries. */
    async insertEntries(transactionId: number, entries: EntryRow[]): Promise<void> {
      await q.insert(walletEntries).values(entries.map((e) => ({ ...e, transactionId })))
    },

    async findAccountId(a: AccountKey): Promise<number | null> {
      const [row] = await q.select({ id: walletAccounts.id }).from(walletAccounts).where(accountWhere(a))
      return row?.id ?? null
    },

    /** Creates the account unless it exists (the unique indexes decide between racing inserts). */
    async insertAccountIfAbsent(a: AccountKey): Promise<void> {
      await q.execute(
        a.memberId === null
          ? sql`insert into wallet_accounts (merchant_id, kind, currency) values (${a.merchantId}, ${a.kind}, ${a.currency})
            on conflict (merchant_id, kind, currency) where member_id is null do nothing`
          : sql`insert into wallet_accounts (merchant_id, kind, member_id, currency) values (${a.merchantId}, 'member', ${a.memberId}, ${a.currency})
            on conflict (member_id, currency) where member_id is not null do nothing`,
      )
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

    async memberBalance(memberId: number, currency: string): Promise<bigint | null> {
      const [row] = await q
        .select({ balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.currency, currency)))
      return row ? row.balance : null
    },
  }
}

export type WalletRepository = ReturnType<typeof createWalletRepository>
