/**
 * Promotions as staff set them up (decision 038), with what each has paid so far. The player-facing
 * promotion calls read the same table live, so a change shows on the player app's next load.
 */
import { isAgentType } from '@parlor/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { members, merchants, promotionClaims, promotions } from '../../db/schema.ts'

export type BoPromotionRecord = typeof promotions.$inferSelect
export type BoPromotionFields = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>
/** Paid claims of a promotion: how many, and their sum in minor units. */
export interface PaidClaims {
  claims: number
  paidMinor: bigint
}

export function createBoPromotionsRepository(db: Db) {
  const paidColumns = {
    claims: sql<number>`count(*)::int`,
    paidMinor: sql<string>`coalesce(sum(${promotionClaims.amountMinor}), 0)::text`,
  }
  const claimed = eq(promotionClaims.status, 'claimed')

  const application = {
    id: promotionClaims.id,
    promotionId: promotionClaims.promotionId,
    memberId: promotionClaims.memberId,
    periodKey: promotionClaims.periodKey,
    status: promotionClaims.status,
    amountMinor: promotionClaims.amountMinor,
    joinedAt: promotionClaims.joinedAt,
    claimedAt: promotionClaims.claimedAt,
    username: members.username,
    currency: merchants.currency,
  }

  return {
    /** Claims of the merchant's promotions that need approval, in one status, oldest first. */
    async applications(merchantId: number, status: string, limit = 200) {
      return db
        .select({ ...application, promotion: promotions })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .innerJoin(members, eq(members.id, promotionClaims.memberId))
        .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
        .where(
          and(
            eq(promotions.merchantId, merchantId),
            eq(promotions.requiresApproval, true),
            eq(promotionClaims.status, status),
          ),
        )
        .orderBy(asc(promotionClaims.joinedAt), asc(promotionClaims.id))
        .limit(limit)
    },

    /** One claim with its promotion, the claim row locked until the transaction ends (decisions queue here). */
    async lockApplication(tx: Tx, id: number) {
      const [row] = await tx
        .select({ ...application, promotion: promotions })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .innerJoin(members, eq(members.id, promotionClaims.memberId))
        .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
        .where(eq(promotionClaims.id, id))
        .for('update', { of: promotionClaims })
      return row ?? null
    },

    async decide(tx: Tx, id: number, patch: { status: 'claimed' | 'rejected'; transactionId?: number; at: Date }) {
      await tx
        .update(promotionClaims)
        .set({ status: patch.status, transactionId: patch.transactionId ?? null, claimedAt: patch.at })
        .where(eq(promotionClaims.id, id))
    },

    /** The merchant's agents of these account names (any case), by lower-cased name. */
    async agentsByName(q: Db | Tx, merchantId: number, names: string[]): Promise<Map<string, number>> {
      if (names.length === 0) return new Map()
      const found = await q
        .select({ id: members.id, key: members.usernameKey, type: members.type })
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            inArray(
              members.usernameKey,
              names.map((n) => n.toLowerCase()),
            ),
          ),
        )
      return new Map(found.filter((m) => isAgentType(m.type)).map((m) => [m.key, m.id]))
    },

    /** Account names of these members, by id. */
    async namesOf(q: Db | Tx, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map()
      const found = await q
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, ids))
      return new Map(found.map((m) => [m.id, m.username]))
    },

    /** Every promotion of the merchant, enabled or not, in the player app's order. */
    async list(merchantId: number): Promise<{ rows: BoPromotionRecord[]; paid: Map<number, PaidClaims> }> {
      const [rows, sums] = await Promise.all([
        db
          .select()
          .from(promotions)
          .where(eq(promotions.merchantId, merchantId))
          .orderBy(asc(promotions.sort), asc(promotions.id)),
        db
          .select({ promotionId: promotionClaims.promotionId, ...paidColumns })
          .from(promotionClaims)
          .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
          .where(and(eq(promotions.merchantId, merchantId), claimed))
          .groupBy(promotionClaims.promotionId),
      ])
      return {
        rows,
        paid: new Map(sums.map((s) => [s.promotionId, { claims: s.claims, paidMinor: BigInt(s.paidMinor) }])),
      }
    },

    async paidOf(tx: Tx, id: number): Promise<PaidClaims> {
      const [row] = await tx
        .select(paidColumns)
        .from(promotionClaims)
        .where(and(eq(promotionClaims.promotionId, id), claimed))
      return { claims: row?.claims ?? 0, paidMinor: BigInt(row?.paidMinor ?? '0') }
    },

    /** The row, locked: two staff saving one promotion at once apply one after the other. */
    async lock(tx: Tx, id: number): Promise<BoPromotionRecord | null> {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update')
      return row ?? null
    },

    async insert(tx: Tx, merchantId: number, fields: BoPromotionFields): Promise<BoPromotionRecord> {
      const [row] = await tx
        .insert(promotions)
        .values({ ...fields, merchantId })
        .returning()
      return row as BoPromotionRecord
    },

    async update(tx: Tx, id: number, fields: BoPromotionFields): Promise<BoPromotionRecord> {
      const [row] = await tx.update(promotions).set(fields).where(eq(promotions.id, id)).returning()
      return row as BoPromotionRecord
    },
  }
}

export type BoPromotionsRepository = ReturnType<typeof createBoPromotionsRepository>
