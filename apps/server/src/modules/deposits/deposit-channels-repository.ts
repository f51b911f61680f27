/**
 * SQL of deposit channels and the promotions a deposit may take. Functions that take `q` run in
 * the caller's transaction; the rest on the database.
 */
import { and, count, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { depositPromotions, deposits, paymentChannels, promoAcceptances } from '../../db/schema.ts'

export type ChannelRow = typeof paymentChannels.$inferSelect
export type PromoRow = typeof depositPromotions.$inferSelect
type Q = Db | Tx

export function createDepositChannelsRepository(db: Db) {
  return {
    channelsOf: (merchantId: number) =>
      db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true)))
        .orderBy(paymentChannels.displayOrder, paymentChannels.id),
    /** Every channel, switched off or not: the operator's list. */
    allChannelsOf: (merchantId: number) =>
      db
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.merchantId, merchantId))
        .orderBy(paymentChannels.displayOrder, paymentChannels.id),
    async channel(merchantId: number, id: number): Promise<ChannelRow | null> {
      const [row] = await db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)))
      return row ?? null
    },
    async channelById(q: Q, id: number): Promise<ChannelRow | null> {
      const [row] = await q.select().from(paymentChannels).where(eq(paymentChannels.id, id))
      return row ?? null
    },
    async upsertChannel(q: Q, v: typeof paymentChannels.$inferInsert) {
      const { merchantId: _m, code: _c, ...rest } = v
      await q
        .insert(paymentChannels)
        .values(v)
        .onConflictDoUpdate({ target: [paymentChannels.merchantId, paymentChannels.code], set: rest })
    },

    promotionsOf: (merchantId: number) =>
      db
        .select()
        .from(depositPromotions)
        .where(and(eq(depositPromotions.merchantId, merchantId), eq(depositPromotions.enabled, true)))
        .orderBy(depositPromotions.id),
    async promotion(q: Q, merchantId: number, id: number): Promise<PromoRow | null> {
      const [row] = await q
        .select()
        .from(depositPromotions)
        .where(and(eq(depositPromotions.merchantId, merchantId), eq(depositPromotions.id, id)))
      return row ?? null
    },
    /** Credited deposits of the member: the next deposit is number this + 1. */
    async creditedCount(q: Q, memberId: number): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'credited')))
      return Number(row?.n ?? 0)
    },
    async accept(q: Q, a: { depositId: number; promoId: number; memberId: number; createdAt: Date }) {
      await q
        .insert(promoAcceptances)
        .values({ ...a, status: 'pending' })
        .onConflictDoUpdate({
          target: promoAcceptances.depositId,
          set: { promoId: a.promoId, createdAt: a.createdAt },
          setWhere: eq(promoAcceptances.status, 'pending'),
        })
      await q.update(deposits).set({ promoId: a.promoId }).where(eq(deposits.id, a.depositId))
    },
    /** The promotions engine never grants the bonus of a deposit that failed. */
    async voidAcceptance(q: Q, depositId: number) {
      await q
        .update(promoAcceptances)
        .set({ status: 'void' })
        .where(and(eq(promoAcceptances.depositId, depositId), eq(promoAcceptances.status, 'pending')))
    },
    /** The accepted promotion's bonus was granted (decision 048); only a pending acceptance moves. */
    async grantAcceptance(q: Q, depositId: number) {
      await q
        .update(promoAcceptances)
        .set({ status: 'granted' })
        .where(and(eq(promoAcceptances.depositId, depositId), eq(promoAcceptances.status, 'pending')))
    },
    async acceptanceOf(q: Q, depositId: number) {
      const [row] = await q.select().from(promoAcceptances).where(eq(promoAcceptances.depositId, depositId))
      return row ?? null
    },
  }
}
export type DepositChannelsRepository = ReturnType<typeof createDepositChannelsRepository>
