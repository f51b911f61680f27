/** SQL of the withdrawal password and its guess counter. */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { withdrawPasswords } from '../../db/schema.ts'

export type WithdrawPasswordRow = typeof withdrawPasswords.$inferSelect

export function createWithdrawPasswordRepository(db: Db | Tx) {
  return {
    async find(memberId: number): Promise<WithdrawPasswordRow | null> {
      const [row] = await db.select().from(withdrawPasswords).where(eq(withdrawPasswords.memberId, memberId))
      return row ?? null
    },

    async has(memberId: number): Promise<boolean> {
      return (await this.find(memberId)) !== null
    },

    /** Sets the first password; false when one is already set (a racing set included). */
    async insert(memberId: number, hash: string, now: Date): Promise<boolean> {
      const made = await db
        .insert(withdrawPasswords)
        .values({ memberId, hash, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: withdrawPasswords.memberId })
      return made.length > 0
    },

    /** Replaces the password (change or reset) and clears the guess counter. */
    async replace(memberId: number, hash: string, now: Date): Promise<void> {
      await db
        .insert(withdrawPasswords)
        .values({ memberId, hash, updatedAt: now })
        .onConflictDoUpdate({
          target: withdrawPasswords.memberId,
          set: { hash, failures: 0, lockedUntil: null, updatedAt: now },
        })
    },

    /**
     * Claims one guess before the hash is checked: counts it and answers the hash, or null when
     * the member is locked out (or has no password). An expired lock starts a new count. One
     * statement, so parallel guesses cannot get past the limit together.
     */
    async claimGuess(memberId: number, max: number, now: Date): Promise<{ hash: string; failures: number } | null> {
      const [row] = await db
        .update(withdrawPasswords)
        .set({
          failures: sql`(case when ${withdrawPasswords.lockedUntil} is not null then 0 else ${withdrawPasswords.failures} end) + 1`,
          lockedUntil: null,
        })
        .where(
          and(
            eq(withdrawPasswords.memberId, memberId),
            or(
              and(isNull(withdrawPasswords.lockedUntil), sql`${withdrawPasswords.failures} < ${max}`),
              lte(withdrawPasswords.lockedUntil, now),
            ),
          ),
        )
        .returning({ hash: withdrawPasswords.hash, failures: withdrawPasswords.failures })
      return row ?? null
    },

    async resetFailures(memberId: number): Promise<void> {
      await db
        .update(withdrawPasswords)
        .set({ failures: 0, lockedUntil: null })
        .where(eq(withdrawPasswords.memberId, memberId))
    },

    /** Starts the lock once the count reached the limit (kept when one is already running). */
    async lockIfSpent(memberId: number, max: number, until: Date): Promise<void> {
      await db
        .update(withdrawPasswords)
        .set({ lockedUntil: until })
        .where(
          and(
            eq(withdrawPasswords.memberId, memberId),
            sql`${withdrawPasswords.failures} >= ${max}`,
            isNull(withdrawPasswords.lockedUntil),
          ),
        )
    },
  }
}
export type WithdrawPasswordRepository = ReturnType<typeof createWithdrawPasswordRepository>
