/** SQL of rebate payouts (decision 042): what a day's stakes earn, the paid rows, the finished days. */
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import { type Db, rows, type Tx } from '../../db/client.ts'
import { rebatePayoutDays, rebatePayouts } from '../../db/schema.ts'

export interface RebateDue {
  memberId: number
  productType: string
  betMinor: bigint
  rateBp: number
  amountMinor: bigint
}

/**
 * A member's rebate rate for a product type: its own rate set by its agent where it has one, else
 * the merchant's, plus its VIP level's bonus. The member-centre report reads the same expression
 * over the same names: `own` (agent_rebate_rates), `house` (rebate_rates), `vip` (vip_levels).
 */
export const REBATE_RATE_SQL = sql.raw(
  'least(coalesce(own.rate_bp, house.rate_bp, 0) + coalesce(vip.rebate_bonus_bp, 0), 10000)',
)

/** The member's VIP level row as `vip`, for REBATE_RATE_SQL (`member` names its id column). */
export const vipOf = (member: SQL) =>
  sql`left join member_vip mv on mv.member_id = ${member}
      left join vip_levels vip on vip.merchant_id = mv.merchant_id and vip.level = mv.level`

export function createRebateRepository(db: Db | Tx) {
  return {
    /**
     * Rebates earned in [from, to) per member and product type in the merchant's currency (trial
     * members play in demo money and are left out by it): stakes of rounds not rolled back, at the
     * member's rate, floored to minor units. Only amounts above zero.
     */
    async due(merchantId: number, currency: string, from: Date, to: Date): Promise<RebateDue[]> {
      const found = await rows<{ member: string; product: string; bet: string; rate: number; amount: string }>(
        db,
        sql`select t.member_id::text as member, t.product, t.bet::text as bet, t.rate,
              floor(t.bet * t.rate / 10000)::text as amount
            from (
              select g.member_id, gm.game_type as product, sum(g.bet_minor) as bet, ${REBATE_RATE_SQL} as rate
              from game_rounds g
              join games gm on gm.vendor_code = g.provider and gm.game_code = g.game_code
              left join agent_rebate_rates own on own.member_id = g.member_id and own.product_type = gm.game_type
              left join rebate_rates house on house.merchant_id = g.merchant_id and house.product_type = gm.game_type
              ${vipOf(sql`g.member_id`)}
              where g.merchant_id = ${merchantId} and g.currency = ${currency} and g.status <> 'rolled_back'
                and g.created_at >= ${from.toISOString()}::timestamptz and g.created_at < ${to.toISOString()}::timestamptz
              group by g.member_id, gm.game_type, own.rate_bp, house.rate_bp, vip.rebate_bonus_bp
            ) t
            where floor(t.bet * t.rate / 10000) > 0
            order by t.member_id, t.product`,
      )
      return found.map((r) => ({
        memberId: Number(r.member),
        productType: r.product,
        betMinor: BigInt(r.bet),
        rateBp: Number(r.rate),
        amountMinor: BigInt(r.amount),
      }))
    },

    /** Days of the merchant already paid in full, among these. */
    async finishedDays(merchantId: number, days: string[]): Promise<Set<string>> {
      if (days.length === 0) return new Set()
      const found = await db
        .select({ day: rebatePayoutDays.day })
        .from(rebatePayoutDays)
        .where(
          and(
            eq(rebatePayoutDays.merchantId, merchantId),
            gte(rebatePayoutDays.day, days[0] ?? ''),
            lte(rebatePayoutDays.day, days[days.length - 1] ?? ''),
          ),
        )
      return new Set(found.map((r) => r.day))
    },

    async finishDay(merchantId: number, day: string, paidCount: number, now: Date): Promise<void> {
      await db.insert(rebatePayoutDays).values({ merchantId, day, paidCount, completedAt: now }).onConflictDoNothing()
    },

    /**
     * The payout row, or nothing when the member's day and product were paid already: the unique
     * index decides between concurrent jobs (the second waits for the first, then conflicts).
     */
    async insertOnce(p: {
      merchantId: number
      memberId: number
      day: string
      productType: string
      currency: string
      betMinor: bigint
      rateBp: number
      amountMinor: bigint
      now: Date
    }): Promise<number | null> {
      const [row] = await db
        .insert(rebatePayouts)
        .values({ ...p, paidAt: p.now })
        .onConflictDoNothing()
        .returning({ id: rebatePayouts.id })
      return row?.id ?? null
    },

    async setTransaction(id: number, transactionId: number): Promise<void> {
      await db.update(rebatePayouts).set({ transactionId }).where(eq(rebatePayouts.id, id))
    },

    /** The member's paid rebates of days `from`..`to` (both included), newest day first. */
    async paid(memberId: number, from: string, to: string) {
      return db
        .select()
        .from(rebatePayouts)
        .where(and(eq(rebatePayouts.memberId, memberId), gte(rebatePayouts.day, from), lte(rebatePayouts.day, to)))
        .orderBy(desc(rebatePayouts.day), asc(rebatePayouts.productType))
    },
  }
}
export type RebateRepository = ReturnType<typeof createRebateRepository>
