import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'

/**
 * The ledger's two invariants, counted over the whole database: transactions whose entries do not
 * sum to zero, and accounts whose stored balance differs from the sum of their entries. Both must
 * be 0 after any money test, whatever moved the money.
 */
export async function ledgerFaults(db: Db): Promise<{ unbalancedTransactions: number; driftedAccounts: number }> {
  const result = (await db.execute(
    sql`select
          (select count(*) from (select transaction_id from wallet_entries
             group by transaction_id having sum(amount) <> 0) u)::int as unbalanced,
          (select count(*) from wallet_accounts a
             where a.balance <> coalesce((select sum(e.amount) from wallet_entries e where e.account_id = a.id), 0))::int as drifted`,
  )) as unknown as { rows: { unbalanced: number; drifted: number }[] }
  const row = result.rows[0]
  return { unbalancedTransactions: Number(row?.unbalanced), driftedAccounts: Number(row?.drifted) }
}
