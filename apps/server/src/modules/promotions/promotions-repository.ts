/** SQL of promotions and members' claims (decision 038). */
import { and, countDistinct, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { type Db, rows, type Tx } from '../../db/client.ts'
import { merchants, promotionClaims, promotions, sessions } from '../../db/schema.ts'

export type PromotionRow = typeof promotions.$inferSelect
export type ClaimRow = typeof promotionClaims.$inferSelect
/** The address and device key a claim came from (either may be unknown). */
export interface ClaimSource {
  address: string | null
  deviceKey: string | null
}

/** How long an ended promotion still lists (as Close) before it disappears. */
const ENDED_SHOWN_MS = 7 * 86_400_000

export function createPromotionsRepository(db: Db | Tx) {
  return {
    /** Enabled promotions of the merchant, ended ones only for a week, in the operator's order. */
    async listVisible(merchantId: number, now: Date): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantId, merchantId),
            eq(promotions.enabled, true),
            or(isNull(promotions.endAt), gt(promotions.endAt, new Date(now.getTime() - ENDED_SHOWN_MS))),
          ),
        )
        .orderBy(promotions.sort, promotions.id)
    },

    async find(merchantId: number, id: number): Promise<PromotionRow | null> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
      return row ?? null
    },

    /** The member's claim rows for these (promotion, period) pairs. */
    async claimsFor(memberId: number, keys: { promotionId: number; periodKey: string }[]): Promise<ClaimRow[]> {
      if (keys.length === 0) return []
      const found = await db
        .select()
        .from(promotionClaims)
        .where(
          and(
            eq(promotionClaims.memberId, memberId),
            inArray(
              promotionClaims.promotionId,
              keys.map((k) => k.promotionId),
            ),
          ),
        )
      return found.filter((c) => keys.some((k) => k.promotionId === c.promotionId && k.periodKey === c.periodKey))
    },

    /**
     * Inserts the member's row for the period, or nothing when one exists: the unique index
     * decides between concurrent calls (a second waits for the first to commit, then conflicts).
     */
    async insertOnce(c: {
      promotionId: number
      memberId: number
      periodKey: string
      status: 'joined' | 'applying' | 'claimed'
      amountMinor: bigint
      now: Date
      from?: ClaimSource
    }): Promise<ClaimRow | null> {
      const [row] = await db
        .insert(promotionClaims)
        .values({
          promotionId: c.promotionId,
          memberId: c.memberId,
          periodKey: c.periodKey,
          status: c.status,
          amountMinor: c.amountMinor,
          joinedAt: c.now,
          claimedAt: c.status === 'claimed' ? c.now : null,
          ...c.from,
        })
        .onConflictDoNothing()
        .returning()
      return row ?? null
    },

    /** The row for the period, locked until the transaction ends (claims of one mission queue here). */
    async lockClaim(promotionId: number, memberId: number, periodKey: string): Promise<ClaimRow | null> {
      const [row] = await db
        .select()
        .from(promotionClaims)
        .where(
          and(
            eq(promotionClaims.promotionId, promotionId),
            eq(promotionClaims.memberId, memberId),
            eq(promotionClaims.periodKey, periodKey),
          ),
        )
        .for('update')
      return row ?? null
    },

    async markClaimed(id: number, amountMinor: bigint, transactionId: number, now: Date, from: ClaimSource) {
      await db
        .update(promotionClaims)
        .set({ status: 'claimed', amountMinor, transactionId, claimedAt: now, ...from })
        .where(eq(promotionClaims.id, id))
    },

    /** A mission's claim waiting for the operator: the amount it will pay, where it came from. */
    async markApplying(id: number, amountMinor: bigint, from: ClaimSource) {
      await db
        .update(promotionClaims)
        .set({ status: 'applying', amountMinor, ...from })
        .where(eq(promotionClaims.id, id))
    },

    async setTransaction(id: number, transactionId: number, from: ClaimSource): Promise<void> {
      await db
        .update(promotionClaims)
        .set({ transactionId, ...from })
        .where(eq(promotionClaims.id, id))
    },

    /** The device id the app sent when the session signed in, if it sent one. */
    async sessionDeviceId(sessionId: number): Promise<string | null> {
      const [row] = await db.select({ id: sessions.loginDeviceId }).from(sessions).where(eq(sessions.id, sessionId))
      return row?.id ?? null
    },

    async claimsPerSource(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ cap: merchants.promoClaimsPerSource })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
      return row?.cap ?? 5
    },

    /**
     * Other members who claimed the promotion's period from this address or device. Counted under
     * a transaction lock on the source, so concurrent claims from one source queue and each sees
     * the claims committed before it.
     */
    async claimsFromSource(
      promotionId: number,
      periodKey: string,
      memberId: number,
      source: 'address' | 'deviceKey',
      value: string,
    ): Promise<number> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`promo:${promotionId}:${periodKey}:${source}:${value}`}))`,
      )
      const column = source === 'address' ? promotionClaims.address : promotionClaims.deviceKey
      const [row] = await db
        .select({ n: countDistinct(promotionClaims.memberId) })
        .from(promotionClaims)
        .where(
          and(
            eq(promotionClaims.promotionId, promotionId),
            eq(promotionClaims.periodKey, periodKey),
            eq(promotionClaims.status, 'claimed'),
            eq(column, value),
            ne(promotionClaims.memberId, memberId),
          ),
        )
      return Number(row?.n ?? 0)
    },

    /** The member's claims, newest first, with the promotion's kind and titles. */
    async history(memberId: number, limit: number) {
      return db
        .select({
          id: promotionClaims.id,
          promotionId: promotionClaims.promotionId,
          periodKey: promotionClaims.periodKey,
          status: promotionClaims.status,
          amountMinor: promotionClaims.amountMinor,
          joinedAt: promotionClaims.joinedAt,
          claimedAt: promotionClaims.claimedAt,
          kind: promotions.kind,
          titles: promotions.titles,
          requiresApproval: promotions.requiresApproval,
        })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .where(eq(promotionClaims.memberId, memberId))
        .orderBy(desc(promotionClaims.joinedAt), desc(promotionClaims.id))
        .limit(limit)
    },

    /**
     * Stakes of the member's rounds of one game type in [from, to), rounds rolled back left out:
     * the same rounds the rebate report counts (member-centre rebateTurnover).
     */
    async turnover(memberId: number, currency: string, gameType: string, from: Date, to: Date): Promise<bigint> {
      const [row] = await rows<{ bet: string | null }>(
        db,
        sql`select coalesce(sum(g.bet_minor), 0)::text as bet
          from game_rounds g
          join games gm on gm.vendor_code = g.provider and gm.game_code = g.game_code
          where g.member_id = ${memberId} and g.currency = ${currency} and g.status <> 'rolled_back'
            and gm.game_type = ${gameType}
            and g.created_at >= ${from.toISOString()}::timestamptz and g.created_at < ${to.toISOString()}::timestamptz`,
      )
      return BigInt(row?.bet ?? '0')
    },
  }
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>
