/** SQL of the bonus wallet (decision 048): grants, their one-way status, and the stakes that wager them. */
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { type Db, rows, type Tx } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema.ts'

export type BonusGrantRow = typeof bonusGrants.$inferSelect
export type BonusEnd = 'released' | 'forfeited' | 'expired'

export function createBonusRepository(db: Db | Tx) {
  return {
    /**
     * The new grant, or null when its source granted before: the unique index on the source
     * decides between concurrent callers (the second waits for the first to commit, then conflicts).
     */
    async insertOnce(g: typeof bonusGrants.$inferInsert): Promise<BonusGrantRow | null> {
      const [row] = await db.insert(bonusGrants).values(g).onConflictDoNothing().returning()
      return row ?? null
    },

    async setGrantTransaction(id: number, transactionId: number): Promise<void> {
      await db.update(bonusGrants).set({ grantTransactionId: transactionId }).where(eq(bonusGrants.id, id))
    },

    /**
     * Ends an active grant; null when it was not active any more (another run ended it first: the
     * row lock makes the second UPDATE wait, then see the new status and match nothing).
     */
    async end(id: number, status: BonusEnd, now: Date): Promise<BonusGrantRow | null> {
      const [row] = await db
        .update(bonusGrants)
        .set({ status, endedAt: now })
        .where(and(eq(bonusGrants.id, id), eq(bonusGrants.status, 'active')))
        .returning()
      return row ?? null
    },

    async setEndTransaction(id: number, transactionId: number): Promise<void> {
      await db.update(bonusGrants).set({ endTransactionId: transactionId }).where(eq(bonusGrants.id, id))
    },

    /** The member's active grants, oldest first. */
    async active(memberId: number): Promise<BonusGrantRow[]> {
      return db
        .select()
        .from(bonusGrants)
        .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'active')))
        .orderBy(asc(bonusGrants.createdAt), asc(bonusGrants.id))
    },

    /** Members of the merchant holding an active grant (the job's work list). */
    async membersWithActive(merchantId: number): Promise<number[]> {
      const found = await db
        .selectDistinct({ memberId: bonusGrants.memberId })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.status, 'active')))
        .orderBy(asc(bonusGrants.memberId))
      return found.map((r) => r.memberId)
    },

    /** Active grants past their expiry. */
    async expired(merchantId: number, now: Date): Promise<BonusGrantRow[]> {
      return db
        .select()
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.merchantId, merchantId),
            eq(bonusGrants.status, 'active'),
            lte(bonusGrants.expiresAt, now),
          ),
        )
        .orderBy(asc(bonusGrants.id))
    },

    /**
     * Stakes of the member's rounds in [from, to), rounds rolled back left out: the same rounds
     * rebates and missions count (rebate-repository `due`, promotions-repository `turnover`).
     */
    async turnover(memberId: number, currency: string, from: Date, to: Date): Promise<bigint> {
      const [row] = await rows<{ bet: string | null }>(
        db,
        sql`select coalesce(sum(g.bet_minor), 0)::text as bet
          from game_rounds g
          where g.member_id = ${memberId} and g.currency = ${currency} and g.status <> 'rolled_back'
            and g.created_at >= ${from.toISOString()}::timestamptz and g.created_at < ${to.toISOString()}::timestamptz`,
      )
      return BigInt(row?.bet ?? '0')
    },
  }
}
export type BonusRepository = ReturnType<typeof createBonusRepository>
