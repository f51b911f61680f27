import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { loginChallenges, memberPasskeys, passkeyChallenges } from '../../db/schema.ts'

export type PasskeyRow = typeof memberPasskeys.$inferSelect
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect

/** Members' passkeys and WebAuthn challenges (decision 043). */
export function createPasskeyRepository(db: Db) {
  return {
    list(memberId: number): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(memberPasskeys)
        .where(eq(memberPasskeys.memberId, memberId))
        .orderBy(asc(memberPasskeys.id))
    },
    async count(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(memberPasskeys).where(eq(memberPasskeys.memberId, memberId))
      return Number(row?.n ?? 0)
    },
    async byCredential(merchantId: number, credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .select()
        .from(memberPasskeys)
        .where(and(eq(memberPasskeys.merchantId, merchantId), eq(memberPasskeys.credentialId, credentialId)))
      return row ?? null
    },
    /** Null when that credential is already registered in this merchant. */
    async add(values: typeof memberPasskeys.$inferInsert): Promise<PasskeyRow | null> {
      const [row] = await db.insert(memberPasskeys).values(values).onConflictDoNothing().returning()
      return row ?? null
    },
    async remove(memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(memberPasskeys)
        .where(and(eq(memberPasskeys.memberId, memberId), eq(memberPasskeys.id, id)))
        .returning({ id: memberPasskeys.id })
      return rows.length > 0
    },
    /**
     * Moves the counter on from exactly the value the check saw: of two sign-ins with one
     * assertion (or a cloned authenticator racing the real one), only one gets true.
     */
    async used(id: number, seen: number, next: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(memberPasskeys)
        .set({ counter: next, lastUsedAt: now })
        .where(and(eq(memberPasskeys.id, id), eq(memberPasskeys.counter, seen)))
        .returning({ id: memberPasskeys.id })
      return rows.length > 0
    },

    async createChallenge(values: typeof passkeyChallenges.$inferInsert): Promise<void> {
      await db.insert(passkeyChallenges).values(values)
    },
    /** Takes a live challenge once: null when unknown, used, expired or made for another purpose. */
    async takeChallenge(tokenHash: string, purpose: string, now: Date): Promise<PasskeyChallengeRow | null> {
      const [row] = await db
        .update(passkeyChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(passkeyChallenges.tokenHash, tokenHash),
            eq(passkeyChallenges.purpose, purpose),
            isNull(passkeyChallenges.usedAt),
            gt(passkeyChallenges.expiresAt, now),
          ),
        )
        .returning()
      return row ?? null
    },
    /** A live, unused login challenge (the first step's), without counting a try. */
    async liveLoginChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, now),
          ),
        )
      return row ?? null
    },
    async sweep(now: Date): Promise<void> {
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now))
    },
  }
}
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>
