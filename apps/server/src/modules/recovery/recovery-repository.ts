/**
 * SQL of password recovery: reset grants (emailed links and the phone flow's short grant, both
 * stored as hashes, single use) and the member rows they lead to.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { members, passwordResets } from '../../db/schema.ts'

export function createRecoveryRepository(db: Db) {
  return {
    /** The active member with this username; null when none. */
    async activeByUsername(merchantId: number, username: string) {
      const [m] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(members.usernameKey, username.toLowerCase()),
            eq(members.status, 1),
          ),
        )
      return m ?? null
    },

    /** The first (lowest id) active member holding this number; null when none. */
    async activeByMobile(merchantId: number, mobile: string) {
      const [m] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.mobile, mobile), eq(members.status, 1)))
        .orderBy(sql`${members.id}`)
      return m ?? null
    },

    async setPassword(memberId: number, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordChangedAt: now, firstTimeLogin: false })
        .where(eq(members.id, memberId))
    },

    /** Stores a grant; an existing one with the same hash is kept. */
    async insertGrant(v: typeof passwordResets.$inferInsert, ifAbsent = false): Promise<void> {
      const insert = db.insert(passwordResets).values(v)
      await (ifAbsent ? insert.onConflictDoNothing() : insert)
    },

    /**
     * Marks the merchant's unused, unexpired grant used and answers its member; null when there
     * is none. Claiming and checking are one statement, so a grant cannot be used twice.
     */
    async claimGrant(tokenHash: string, merchantId: number, now: Date): Promise<number | null> {
      const [claimed] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            eq(passwordResets.merchantId, merchantId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ memberId: passwordResets.memberId })
      return claimed?.memberId ?? null
    },

    /** Whether an unused, unexpired grant with this hash exists (not claiming it). */
    async grantOpen(tokenHash: string, now: Date): Promise<boolean> {
      const [granted] = await db
        .select({ id: passwordResets.tokenHash })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
      return granted !== undefined
    },

    /** Voids every unused grant of the member. */
    async voidGrantsOf(memberId: number, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)))
    },

    async markGrantUsed(tokenHash: string, now: Date): Promise<void> {
      await db.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.tokenHash, tokenHash))
    },
  }
}
export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>
