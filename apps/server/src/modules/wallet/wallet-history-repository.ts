/** Read-only pages over the wallet tables and game rounds, for the member's history screens. */
import { count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameRounds, walletAccounts, walletEntries, walletTransactions } from '../../db/schema.ts'

const page = (p: { pageNo: number; pageSize: number }) => ({ limit: p.pageSize, offset: (p.pageNo - 1) * p.pageSize })

export function createWalletHistoryRepository(q: Db) {
  return {
    /**
     * One page of ledger entries on member wallets matching `where` (conditions on wallet accounts,
     * entries and transactions), newest first, with the total count.
     */
    async entriesPage(where: SQL | undefined, p: { pageNo: number; pageSize: number }) {
      const [rows, [total]] = await Promise.all([
        q
          .select({
            id: walletTransactions.id,
            kind: walletTransactions.kind,
            reason: walletTransactions.reason,
            createdAt: walletTransactions.createdAt,
            amount: walletEntries.amount,
            balanceAfter: walletEntries.balanceAfter,
          })
          .from(walletEntries)
          .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
          .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
          .where(where)
          .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
          .limit(page(p).limit)
          .offset(page(p).offset),
        q
          .select({ n: count() })
          .from(walletEntries)
          .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
          .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
          .where(where),
      ])
      return { rows, total: Number(total?.n ?? 0) }
    },

    /** One page of game rounds matching `where`, newest first, with the total count. */
    async roundsPage(where: SQL | undefined, p: { pageNo: number; pageSize: number }) {
      const [rows, [total]] = await Promise.all([
        q
          .select()
          .from(gameRounds)
          .where(where)
          .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
          .limit(page(p).limit)
          .offset(page(p).offset),
        q.select({ n: count() }).from(gameRounds).where(where),
      ])
      return { rows, total: Number(total?.n ?? 0) }
    },
  }
}

/** One page of ledger entries as `entriesPage` reads it. */
export type LedgerEntryPage = Awaited<ReturnType<ReturnType<typeof createWalletHistoryRepository>['entriesPage']>>
