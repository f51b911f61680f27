/**
 * SQL of responsible gaming (decision 040): limits, breaks, the per-day totals the bet function
 * keeps, and the history. `q` is the database or the caller's open transaction.
 */
import { and, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { type Db, rows, type Tx } from '../../db/client.ts'
import type { RgDays } from './rg-periods.ts'
import {
  deposits,
  inboxMessages,
  type Localized,
  members,
  merchants,
  rgExclusions,
  rgHistory,
  rgLimits,
  rgPlayTime,
  rgTotals,
} from '../../db/schema.ts'

export type RgLimitRow = typeof rgLimits.$inferSelect
export type RgExclusionRow = typeof rgExclusions.$inferSelect
export type RgHistoryRow = typeof rgHistory.$inferSelect

/** A break is in force while not lifted and before its end (none: permanent). */
const inForce = (now: Date): SQL | undefined =>
  and(isNull(rgExclusions.liftedAt), or(isNull(rgExclusions.endsAt), sql`${rgExclusions.endsAt} > ${now}`))

/** The days as the SQL functions take them (`text[]`). */
export const daysArray = (days: RgDays): SQL => sql`ARRAY[${days[0]}::text, ${days[1]}::text, ${days[2]}::text]`

/** The merchant and its sister brands (decision 044): one merchant alone when it has no group. */
const groupOf = (merchantId: number): SQL =>
  sql`(select g.id from ${merchants} g where g.id = ${merchantId} or g.rg_group = (select m.rg_group from ${merchants} m where m.id = ${merchantId}))`

/** Deposits that count against a deposit limit: credited, or still able to be. */
const COUNTED_DEPOSITS = ['pending', 'review', 'credited']

export function createRgRepository(q: Db | Tx) {
  return {
    async coolingOffHours(merchantId: number): Promise<number> {
      const [m] = await q
        .select({ hours: merchants.rgCoolingOffHours })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
      return m?.hours ?? 24
    },

    limits(memberId: number): Promise<RgLimitRow[]> {
      return q.select().from(rgLimits).where(eq(rgLimits.memberId, memberId))
    },

    /** One limit row, locked until the transaction ends (a member's changes queue on it). */
    async lockLimit(memberId: number, kind: string, period: string): Promise<RgLimitRow | null> {
      const [row] = await q
        .select()
        .from(rgLimits)
        .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)))
        .for('update')
      return row ?? null
    },

    async putLimit(row: typeof rgLimits.$inferInsert): Promise<void> {
      await q
        .insert(rgLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
          set: {
            amountMinor: row.amountMinor ?? null,
            pendingMinor: row.pendingMinor ?? null,
            pendingAt: row.pendingAt ?? null,
            updatedAt: row.updatedAt,
          },
        })
    },

    async activeExclusion(memberId: number, now: Date): Promise<RgExclusionRow | null> {
      const [row] = await q
        .select()
        .from(rgExclusions)
        .where(and(eq(rgExclusions.memberId, memberId), inForce(now)))
      return row ?? null
    },

    /** Starts a break unless one is in force; false when one is. */
    async startExclusion(row: typeof rgExclusions.$inferInsert, now: Date): Promise<boolean> {
      const done = await q
        .insert(rgExclusions)
        .values(row)
        .onConflictDoUpdate({
          target: rgExclusions.memberId,
          set: { kind: row.kind, startedAt: row.startedAt, endsAt: row.endsAt ?? null, liftedAt: null },
          setWhere: sql`not (${rgExclusions.liftedAt} is null and (${rgExclusions.endsAt} is null or ${rgExclusions.endsAt} > ${now}))`,
        })
        .returning({ id: rgExclusions.memberId })
      return done.length > 0
    },

    /** The member's break row, in force or not, locked until the transaction ends. */
    async lockExclusion(memberId: number): Promise<RgExclusionRow | null> {
      const [row] = await q.select().from(rgExclusions).where(eq(rgExclusions.memberId, memberId)).for('update')
      return row ?? null
    },

    async lastExclusion(memberId: number): Promise<RgExclusionRow | null> {
      const [row] = await q.select().from(rgExclusions).where(eq(rgExclusions.memberId, memberId))
      return row ?? null
    },

    async markLifted(memberId: number, at: Date): Promise<void> {
      await q.update(rgExclusions).set({ liftedAt: at }).where(eq(rgExclusions.memberId, memberId))
    },

    async addHistory(row: typeof rgHistory.$inferInsert): Promise<void> {
      await q.insert(rgHistory).values(row)
    },

    history(memberId: number, limit: number): Promise<RgHistoryRow[]> {
      return q
        .select()
        .from(rgHistory)
        .where(eq(rgHistory.memberId, memberId))
        .orderBy(desc(rgHistory.at), desc(rgHistory.id))
        .limit(limit)
    },

    /** Wagered and net lost from `fromDay` to `toDay` (merchant-local days, inclusive). */
    async played(memberId: number, fromDay: string, toDay: string): Promise<{ wagered: bigint; lost: bigint }> {
      const [row] = await q
        .select({
          wagered: sql<string>`coalesce(sum(${rgTotals.wageredMinor}), 0)::text`,
          lost: sql<string>`coalesce(sum(${rgTotals.wageredMinor} - ${rgTotals.wonMinor}), 0)::text`,
        })
        .from(rgTotals)
        .where(and(eq(rgTotals.memberId, memberId), gte(rgTotals.day, fromDay), lte(rgTotals.day, toDay)))
      return { wagered: BigInt(row?.wagered ?? '0'), lost: BigInt(row?.lost ?? '0') }
    },

    /** What the member asked to deposit since `from`, counting deposits that are or may be credited. */
    async deposited(memberId: number, from: Date): Promise<bigint> {
      const [row] = await q
        .select({
          sum: sql<string>`coalesce(sum(coalesce(${deposits.creditedMinor}, ${deposits.amountMinor})), 0)::text`,
        })
        .from(deposits)
        .where(
          and(
            eq(deposits.memberId, memberId),
            inArray(deposits.status, COUNTED_DEPOSITS),
            gte(deposits.createdAt, from),
          ),
        )
      return BigInt(row?.sum ?? '0')
    },

    /** Adds active seconds to a merchant-local day and answers the day's total (decision 044). */
    async addPlayTime(memberId: number, day: string, seconds: number): Promise<number> {
      const [row] = await q
        .insert(rgPlayTime)
        .values({ memberId, day, seconds })
        .onConflictDoUpdate({
          target: [rgPlayTime.memberId, rgPlayTime.day],
          set: { seconds: sql`${rgPlayTime.seconds} + ${seconds}` },
        })
        .returning({ seconds: rgPlayTime.seconds })
      return row?.seconds ?? seconds
    },

    /** Active seconds from `fromDay` to `toDay` (merchant-local days, inclusive). */
    async playSeconds(memberId: number, fromDay: string, toDay: string): Promise<number> {
      const [row] = await q
        .select({ s: sql<number>`coalesce(sum(${rgPlayTime.seconds}), 0)::int` })
        .from(rgPlayTime)
        .where(and(eq(rgPlayTime.memberId, memberId), gte(rgPlayTime.day, fromDay), lte(rgPlayTime.day, toDay)))
      return Number(row?.s ?? 0)
    },

    /** Writes a raise or removal whose cooling-off has passed as the limit in force; answers the rows it moved. */
    async settleDue(memberId: number, now: Date): Promise<RgLimitRow[]> {
      return q
        .update(rgLimits)
        .set({ amountMinor: sql`${rgLimits.pendingMinor}`, pendingMinor: null, pendingAt: null, updatedAt: now })
        .where(and(eq(rgLimits.memberId, memberId), lte(rgLimits.pendingAt, now)))
        .returning()
    },

    async notify(merchantId: number, memberId: number, titles: Localized, contents: Localized, now: Date) {
      await q.insert(inboxMessages).values({ merchantId, memberId, titles, contents, createdAt: now })
    },

    /** An excluded member of the merchant or its group with this mobile, email or payee name (case-insensitive), if any. */
    async excludedMatch(
      merchantId: number,
      d: { mobile: string | null; email: string | null; payeeName: string | null },
      now: Date,
    ): Promise<{ memberId: number; merchantId: number; fields: string[] } | null> {
      const conditions: SQL[] = []
      if (d.mobile) conditions.push(eq(members.mobile, d.mobile))
      if (d.email) conditions.push(sql`lower(${members.email}) = ${d.email.toLowerCase()}`)
      if (d.payeeName) conditions.push(sql`lower(${members.payeeName}) = ${d.payeeName.toLowerCase()}`)
      if (conditions.length === 0) return null
      const [row] = await q
        .select({
          id: members.id,
          merchantId: members.merchantId,
          mobile: members.mobile,
          email: members.email,
          payeeName: members.payeeName,
        })
        .from(rgExclusions)
        .innerJoin(members, eq(members.id, rgExclusions.memberId))
        .where(and(sql`${rgExclusions.merchantId} in ${groupOf(merchantId)}`, inForce(now), or(...conditions)))
        // The merchant's own member first: its operators may see whom the attempt matched.
        .orderBy(sql`${members.merchantId} <> ${merchantId}`)
        .limit(1)
      if (!row) return null
      const same = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase()
      const fields = [
        same(row.mobile, d.mobile) ? 'mobile' : null,
        same(row.email, d.email) ? 'email' : null,
        same(row.payeeName, d.payeeName) ? 'payeeName' : null,
      ].filter((f): f is string => f !== null)
      return { memberId: row.id, merchantId: row.merchantId, fields }
    },

    /** Charges a bet to the member's limits (`rg_charge_bet`, migration 0023); raises PW009/PW010. */
    async chargeBet(memberId: number, amount: bigint, days: RgDays, at: Date): Promise<void> {
      await rows(
        q,
        sql`select rg_charge_bet(${memberId}::bigint, ${amount.toString()}::bigint, ${daysArray(days)}, ${at})`,
      )
    },

    /** Adds to (or, negative, takes from) a day's counted stakes and wins. */
    async record(memberId: number, day: string, wagered: bigint, won: bigint): Promise<void> {
      await rows(
        q,
        sql`select rg_record(${memberId}::bigint, ${day}, ${wagered.toString()}::bigint, ${won.toString()}::bigint)`,
      )
    },
  }
}
export type RgRepository = ReturnType<typeof createRgRepository>
