import { inArray, sql } from 'drizzle-orm'
import { type Db, type Tx, rows } from '../../db/client.ts'
import { agentRebateRates } from '../../db/schema.ts'
import type { KpiRange } from './agent-repository.ts'
import { teamCte } from './agent-sql.ts'

/** Rebate rates down the tree and the income they earn an agent. */
export function createAgentRebateRepository(db: Db) {
  return {
    /** Rates in basis points by product type, per member (absent = 0). */
    async ratesOf(db2: Db | Tx, memberIds: number[]): Promise<Map<number, Map<string, number>>> {
      const out = new Map<number, Map<string, number>>(memberIds.map((id) => [id, new Map()]))
      if (memberIds.length === 0) return out
      const found = await db2.select().from(agentRebateRates).where(inArray(agentRebateRates.memberId, memberIds))
      for (const r of found) out.get(r.memberId)?.set(r.productType, r.rateBp)
      return out
    },
    /** Highest rate per product type among the member's direct downlines. */
    async childMaxRates(db2: Db | Tx, memberId: number): Promise<Map<string, number>> {
      const found = await rows<{ product: string; bp: number }>(
        db2,
        sql`select r.product_type as product, max(r.rate_bp)::int as bp
          from agent_rebate_rates r join members m on m.id = r.member_id
          where m.parent_id = ${memberId} group by r.product_type`,
      )
      return new Map(found.map((r) => [r.product, Number(r.bp)]))
    },
    /** Serialises rebate edits around a member: its row and its upline's, locked in id order. */
    async lockMembers(tx: Tx, ids: number[]) {
      for (const id of [...ids].sort((a, b) => a - b)) {
        await rows(tx, sql`select id from members where id = ${id} for update`)
      }
    },
    async setRates(tx: Tx, memberId: number, rates: { productType: string; bp: number }[], now: Date) {
      for (const r of rates) {
        await tx
          .insert(agentRebateRates)
          .values({ memberId, productType: r.productType, rateBp: r.bp, updatedAt: now })
          .onConflictDoUpdate({
            target: [agentRebateRates.memberId, agentRebateRates.productType],
            set: { rateBp: r.bp, updatedAt: now },
          })
      }
    },
    /**
     * Team stakes and the agent's rebate income per product type: each stake earns the agent's
     * rate minus the rate of the branch head (the direct downline the bettor is under, or the
     * bettor itself), floored to minor units per product type. Rates are today's.
     */
    async rebateIncome(r: Omit<KpiRange, 'now'>) {
      const from = sql`((${r.startDate}::date)::timestamp at time zone ${r.timeZone}::text)`
      const to = sql`((${r.endDate}::date + 1)::timestamp at time zone ${r.timeZone}::text)`
      const found = await rows<{ product: string; bet: string; income: string }>(
        db,
        sql`with recursive ${teamCte(r.merchantId, r.agentId)}
          select gm.game_type as product, sum(g.bet_minor)::text as bet,
            floor(sum(g.bet_minor * greatest(coalesce(ra.rate_bp, 0) - coalesce(rb.rate_bp, 0), 0)) / 10000)::text as income
          from game_rounds g
          join team t on t.id = g.member_id
          join games gm on gm.vendor_code = g.provider and gm.game_code = g.game_code
          left join agent_rebate_rates ra on ra.member_id = ${r.agentId} and ra.product_type = gm.game_type
          left join agent_rebate_rates rb on rb.member_id = t.branch and rb.product_type = gm.game_type
          where g.created_at >= ${from} and g.created_at < ${to}
            and g.status <> 'rolled_back' and g.currency = ${r.currency}
          group by gm.game_type`,
      )
      return new Map(found.map((f) => [f.product, { bet: BigInt(f.bet), income: BigInt(f.income) }]))
    },
  }
}
