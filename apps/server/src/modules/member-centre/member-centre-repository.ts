/** SQL of the member centre: profile fields, head icons, sign-ins, round summaries. */
import { and, count, desc, eq, gt, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import { type Db, rows } from '../../db/client.ts'
import { announcements, gameRounds, memberIcons, members, sessions } from '../../db/schema.ts'

import { REBATE_PRODUCT_TYPES } from '@parlor/contract'
import { createRebateRepository, REBATE_RATE_SQL, vipOf } from '../promotions/rebate-repository.ts'

export type MemberRow = typeof members.$inferSelect

export interface DayFigures {
  date: string
  rounds: number
  betMinor: bigint
  payoutMinor: bigint
}

export function createMemberCentreRepository(db: Db) {
  return {
    async findMember(id: number): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1)
      return row ?? null
    },

    async setNickname(id: number, nickname: string) {
      await db.update(members).set({ nickname }).where(eq(members.id, id))
    },

    async setEmail(id: number, email: string) {
      await db.update(members).set({ email }).where(eq(members.id, id))
    },

    /** Sets the payee name only while none is set; false when one already was (a race included). */
    async setPayeeNameOnce(id: number, payeeName: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ payeeName })
        .where(and(eq(members.id, id), or(isNull(members.payeeName), eq(members.payeeName, ''))))
        .returning({ id: members.id })
      return rows.length > 0
    },

    async setBirthDateOnce(id: number, birthDate: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ birthDate })
        .where(and(eq(members.id, id), isNull(members.birthDate)))
        .returning({ id: members.id })
      return rows.length > 0
    },

    async iconKey(memberId: number): Promise<{ key: string; contentType: string } | null> {
      const [row] = await db
        .select({ key: memberIcons.key, contentType: memberIcons.contentType })
        .from(memberIcons)
        .where(eq(memberIcons.memberId, memberId))
      return row ?? null
    },

    async iconByKey(key: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const [row] = await db
        .select({ contentType: memberIcons.contentType, bytes: memberIcons.bytes })
        .from(memberIcons)
        .where(eq(memberIcons.key, key))
      return row ?? null
    },

    async saveIcon(memberId: number, key: string, contentType: string, bytes: Buffer, now: Date) {
      await db
        .insert(memberIcons)
        .values({ memberId, key, contentType, bytes, updatedAt: now })
        .onConflictDoUpdate({ target: memberIcons.memberId, set: { key, contentType, bytes, updatedAt: now } })
    },

    /** Newest sign-ins of the member, trial sessions never among them (they are other members). */
    recentSessions(memberId: number, limit: number) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          loginType: sessions.loginType,
          ip: sessions.ip,
          device: sessions.device,
        })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(limit)
    },

    /** Closed rounds per UTC day in [from, to); open rounds have no result yet. */
    async roundsByDay(memberId: number, currency: string, from: Date, to: Date): Promise<DayFigures[]> {
      const dayExpr = sql<string>`to_char(${gameRounds.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
      const rows = await db
        .select({
          date: dayExpr,
          rounds: sql<number>`count(*)::int`,
          bet: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)::text`,
          // A rolled-back round paid the stake back: it nets to zero (as in the betting record).
          payout: sql<string>`coalesce(sum(case when ${gameRounds.status} = 'rolled_back' then ${gameRounds.betMinor} else ${gameRounds.winMinor} end), 0)::text`,
        })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.memberId, memberId),
            eq(gameRounds.currency, currency),
            ne(gameRounds.status, 'open'),
            gte(gameRounds.createdAt, from),
            lt(gameRounds.createdAt, to),
          ),
        )
        .groupBy(dayExpr)
        .orderBy(desc(dayExpr))
      return rows.map((r) => ({
        date: r.date,
        rounds: Number(r.rounds),
        betMinor: BigInt(r.bet),
        payoutMinor: BigInt(r.payout),
      }))
    },

    /**
     * The member's rebate rates in basis points by product type: its own, set by its agent, else
     * the merchant's (decision 042); absent = 0.
     */
    async rebateRates(merchantId: number, memberId: number): Promise<Map<string, number>> {
      const found = await rows<{ product: string; bp: number }>(
        db,
        sql`select p.product, ${REBATE_RATE_SQL} as bp
          from unnest(${`{${REBATE_PRODUCT_TYPES.join(',')}}`}::text[]) as p(product)
          left join agent_rebate_rates own on own.member_id = ${memberId} and own.product_type = p.product
          left join rebate_rates house on house.merchant_id = ${merchantId} and house.product_type = p.product
          ${vipOf(sql`${memberId}`)}`,
      )
      return new Map(found.map((r) => [r.product, Number(r.bp)]))
    },

    /**
     * Stakes per product type (the game's type) in [from, to), rounds not rolled back, and the
     * rebate at the member's rate, floored to minor units per product type.
     */
    async rebateTurnover(merchantId: number, memberId: number, currency: string, from: Date, to: Date) {
      const list = await rows<{ product: string; bet: string; rebate: string }>(
        db,
        sql`select gm.game_type as product, sum(g.bet_minor)::text as bet,
            floor(sum(g.bet_minor * ${REBATE_RATE_SQL}) / 10000)::text as rebate
          from game_rounds g
          join games gm on gm.vendor_code = g.provider and gm.game_code = g.game_code
          left join agent_rebate_rates own on own.member_id = g.member_id and own.product_type = gm.game_type
          left join rebate_rates house on house.merchant_id = ${merchantId} and house.product_type = gm.game_type
          ${vipOf(sql`g.member_id`)}
          where g.member_id = ${memberId} and g.currency = ${currency} and g.status <> 'rolled_back'
            and g.created_at >= ${from.toISOString()}::timestamptz and g.created_at < ${to.toISOString()}::timestamptz
          group by gm.game_type`,
      )
      return new Map(list.map((r) => [r.product, { betMinor: BigInt(r.bet), rebateMinor: BigInt(r.rebate) }]))
    },

    /** Rebates paid to the member for days `from`..`to` (decision 042), newest first. */
    paidRebates(memberId: number, from: string, to: string) {
      return createRebateRepository(db).paid(memberId, from, to)
    },

    /** Whether the merchant runs a live promotion of this type right now (REFERRAL, MISSION). */
    async promotionLive(merchantId: number, promotionType: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            eq(announcements.type, 'PR'),
            eq(announcements.promotionType, promotionType),
            or(isNull(announcements.startAt), lte(announcements.startAt, now)),
            or(isNull(announcements.endAt), gt(announcements.endAt, now)),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    /** Direct downline: members whose parent is this member, newest first. */
    /** Members who joined through this member: its invite-friends code, or its agent link (direct downlines). */
    async referredMembers(memberId: number, limit: number) {
      const joinedThrough = or(eq(members.referredBy, memberId), eq(members.parentId, memberId))
      const [rows, [total]] = await Promise.all([
        db
          .select({ username: members.username, regDate: members.regDate })
          .from(members)
          .where(joinedThrough)
          .orderBy(desc(members.regDate), desc(members.id))
          .limit(limit),
        db.select({ n: count() }).from(members).where(joinedThrough),
      ])
      return { rows, total: Number(total?.n ?? 0) }
    },
  }
}
export type MemberCentreRepository = ReturnType<typeof createMemberCentreRepository>
