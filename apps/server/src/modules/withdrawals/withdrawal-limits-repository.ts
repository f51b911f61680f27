/**
 * SQL of what a withdrawal request is held to: the merchant's limits, what a member used today
 * and the bets counted towards the turnover requirement.
 */
import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { cashierSettings, deposits, withdrawals } from '../../db/schema.ts'

export type CashierSettingsRow = typeof cashierSettings.$inferSelect

/** Statuses that count against the daily limits (a refused or cancelled request gives its turn back). */
const COUNTED_STATUSES = ['pending', 'approved', 'paid'] as const

type Rows<T> = { rows: T[] }
async function rows<T>(db: Db | Tx, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as Rows<T>).rows
}

export function createWithdrawalLimitsRepository(db: Db | Tx) {
  return {
    async settings(merchantId: number): Promise<CashierSettingsRow | null> {
      const [row] = await db.select().from(cashierSettings).where(eq(cashierSettings.merchantId, merchantId))
      return row ?? null
    },

    /** Upserts the limits; the banks list is left as it is (a first row starts with none). */
    async putSettings(
      merchantId: number,
      v: Omit<CashierSettingsRow, 'merchantId' | 'banks' | 'updatedAt' | 'bonusWithdrawRule' | 'bonusExpiryDays'> &
        Partial<Pick<CashierSettingsRow, 'bonusWithdrawRule' | 'bonusExpiryDays'>>,
      now: Date,
    ): Promise<void> {
      await db
        .insert(cashierSettings)
        .values({ merchantId, ...v, updatedAt: now })
        .onConflictDoUpdate({ target: cashierSettings.merchantId, set: { ...v, updatedAt: now } })
    },

    /** Count and sum of the member's withdrawals asked since `from` that still count against the limits. */
    async usedSince(memberId: number, from: Date): Promise<{ count: number; minor: bigint }> {
      const [row] = await db
        .select({ n: count(), sum: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.memberId, memberId),
            gte(withdrawals.createdAt, from),
            inArray(withdrawals.status, [...COUNTED_STATUSES]),
          ),
        )
      return { count: row?.n ?? 0, minor: BigInt(row?.sum ?? '0') }
    },

    /**
     * The daily withdrawal limits of the VIP level the member holds (decision 046), as the VIP job
     * last wrote it; null without a level. Null limits inside: that one is not limited.
     */
    async vipLimits(memberId: number): Promise<{ name: string; maxMinor: bigint | null; count: number | null } | null> {
      const [row] = await rows<{ name: string; max: string | null; count: number | null }>(
        db,
        sql`select l.name, l.withdraw_daily_max_minor::text as max, l.withdraw_daily_count as count
            from member_vip mv
            join vip_levels l on l.merchant_id = mv.merchant_id and l.level = mv.level
            where mv.member_id = ${memberId}`,
      )
      if (!row) return null
      return { name: row.name, maxMinor: row.max === null ? null : BigInt(row.max), count: row.count }
    },

    /** Start of the merchant's calendar day holding `now`, in its time zone. */
    async dayStart(now: Date, timeZone: string): Promise<Date> {
      const [row] = await rows<{ start: Date | string }>(
        db,
        sql`select ((${now.toISOString()}::timestamptz at time zone ${timeZone}::text)::date::timestamp
              at time zone ${timeZone}::text) as start`,
      )
      if (!row) throw new Error('day start returned nothing')
      return new Date(row.start)
    },

    /**
     * What the member credited in deposits since the last paid withdrawal (all deposits when none
     * was paid) and the amount bet since the first of them: the member's debits in `bet`
     * transactions less the stakes `rollback` transactions gave back, posted after that credit.
     */
    async turnoverSinceLastPayout(
      memberId: number,
      currency: string,
    ): Promise<{ depositMinor: bigint; betMinor: bigint } | null> {
      const [dep] = await rows<{ credited: string; first: Date | string | null }>(
        db,
        sql`with paid as (
              select max(w.updated_at) as at from ${withdrawals} w
              where w.member_id = ${memberId} and w.status = 'paid' and w.currency = ${currency}
            ), credited as (
              select coalesce(d.credited_minor, d.amount_minor) as minor, coalesce(t.created_at, d.updated_at) as at
              from ${deposits} d left join wallet_transactions t on t.id = d.ledger_transaction_id
              where d.member_id = ${memberId} and d.status = 'credited' and d.currency = ${currency}
            )
            select coalesce(sum(c.minor), 0)::text as credited, min(c.at) as first
            from credited c, paid
            where paid.at is null or c.at > paid.at`,
      )
      if (!dep?.first) return null
      const first = new Date(dep.first)
      const [bet] = await rows<{ bet: string }>(
        db,
        sql`select coalesce(-sum(e.amount), 0)::text as bet
            from wallet_transactions t
            join wallet_entries e on e.transaction_id = t.id
            join wallet_accounts a on a.id = e.account_id
            where t.member_id = ${memberId} and t.kind in ('bet', 'rollback')
              and t.created_at > ${first.toISOString()}::timestamptz
              and a.member_id = ${memberId} and a.kind = 'member' and a.currency = ${currency}`,
      )
      const net = BigInt(bet?.bet ?? '0')
      return { depositMinor: BigInt(dep.credited), betMinor: net > 0n ? net : 0n }
    },
  }
}
