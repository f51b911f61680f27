/**
 * The merchant's house rebate rates and VIP levels as staff replace them (decision 047). The payout
 * and VIP jobs and the player's rank progress read the same tables, so a change counts from their
 * next run or load.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { memberVip, rebateRates, vipLevels } from '../../db/schema.ts'

export type RebateRateRow = Pick<typeof rebateRates.$inferSelect, 'productType' | 'rateBp'>
export type VipLevelRecord = Omit<typeof vipLevels.$inferSelect, 'merchantId'>

export function createBoRebateSettingsRepository(db: Db) {
  async function read(q: Db | Tx, merchantId: number) {
    const [rates, levels, holders] = await Promise.all([
      q
        .select({ productType: rebateRates.productType, rateBp: rebateRates.rateBp })
        .from(rebateRates)
        .where(eq(rebateRates.merchantId, merchantId))
        .orderBy(asc(rebateRates.productType)),
      q.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level)),
      q
        .select({ level: memberVip.level, count: sql<number>`count(*)::int` })
        .from(memberVip)
        .where(eq(memberVip.merchantId, merchantId))
        .groupBy(memberVip.level),
    ])
    return {
      rates,
      levels: levels.map(({ merchantId: _, ...l }) => l),
      holders: new Map(holders.map((h) => [h.level, h.count])),
    }
  }

  return {
    read: (merchantId: number) => read(db, merchantId),
    /** Read inside the replacing transaction, the merchant's level rows locked first. */
    async lockAndRead(tx: Tx, merchantId: number) {
      await tx
        .select({ level: vipLevels.level })
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .for('update')
      return read(tx, merchantId)
    },
    async replaceRates(tx: Tx, merchantId: number, rates: RebateRateRow[]) {
      await tx.delete(rebateRates).where(eq(rebateRates.merchantId, merchantId))
      if (rates.length) await tx.insert(rebateRates).values(rates.map((r) => ({ ...r, merchantId })))
    },
    async replaceLevels(tx: Tx, merchantId: number, levels: VipLevelRecord[]) {
      await tx.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId))
      await tx.insert(vipLevels).values(levels.map((l) => ({ ...l, merchantId })))
    },
  }
}

export type BoRebateSettingsRepository = ReturnType<typeof createBoRebateSettingsRepository>
