import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  inboxMessages,
  loginChallenges,
  loginEvents,
  type Localized,
  memberRecoveryCodes,
  memberTotp,
  sessions,
} from '../../db/schema.ts'

export type TotpRow = typeof memberTotp.$inferSelect
export type ChallengeRow = typeof loginChallenges.$inferSelect
export type NewLoginEvent = Omit<typeof loginEvents.$inferInsert, 'id'>

/** Authenticators, recovery codes, sign-in challenges and history (decision 041). */
export function createAccountProtectionRepository(db: Db) {
  return {
    async totp(memberId: number): Promise<TotpRow | null> {
      const [row] = await db.select().from(memberTotp).where(eq(memberTotp.memberId, memberId))
      return row ?? null
    },
    /** A new unconfirmed secret, replacing an unconfirmed one; false when one is already confirmed. */
    async startTotp(memberId: number, secretSealed: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(memberTotp)
        .values({ memberId, secretSealed, createdAt: now })
        .onConflictDoUpdate({
          target: memberTotp.memberId,
          set: { secretSealed, createdAt: now, lastStep: null },
          setWhere: isNull(memberTotp.confirmedAt),
        })
        .returning({ id: memberTotp.memberId })
      return rows.length > 0
    },
    /** Confirms with the first code's step and stores the recovery codes, unless confirmed meanwhile. */
    async confirmTotp(memberId: number, step: number, codeHashes: string[], now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(memberTotp)
          .set({ confirmedAt: now, lastStep: step })
          .where(and(eq(memberTotp.memberId, memberId), isNull(memberTotp.confirmedAt)))
          .returning({ id: memberTotp.memberId })
        if (!rows.length) return false
        await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId))
        await tx.insert(memberRecoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })))
        return true
      })
    },
    async removeTotp(memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberTotp).where(eq(memberTotp.memberId, memberId))
        await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId))
      })
    },
    /** Takes a time step once: of two sign-ins with the same code, only one gets true. */
    async acceptStep(memberId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(memberTotp)
        .set({ lastStep: step })
        .where(
          and(
            eq(memberTotp.memberId, memberId),
            isNotNull(memberTotp.confirmedAt),
            or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step)),
          ),
        )
        .returning({ id: memberTotp.memberId })
      return rows.length > 0
    },
    unusedCodes(memberId: number) {
      return db
        .select({ id: memberRecoveryCodes.id, codeHash: memberRecoveryCodes.codeHash })
        .from(memberRecoveryCodes)
        .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)))
    },
    async useCode(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(memberRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(memberRecoveryCodes.id, id), isNull(memberRecoveryCodes.usedAt)))
        .returning({ id: memberRecoveryCodes.id })
      return rows.length > 0
    },
    async codesLeft(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(memberRecoveryCodes)
        .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)))
      return row?.n ?? 0
    },

    async createChallenge(values: typeof loginChallenges.$inferInsert): Promise<void> {
      await db.insert(loginChallenges).values(values)
    },
    /**
     * Counts one try on a live challenge and answers it, or null when it is unknown, used, expired
     * or out of tries: the count is taken before the code is checked, so parallel guesses count each.
     */
    async tryChallenge(tokenHash: string, now: Date, maxTries: number): Promise<ChallengeRow | null> {
      const [row] = await db
        .update(loginChallenges)
        .set({ tries: sql`${loginChallenges.tries} + 1` })
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, now),
            lt(loginChallenges.tries, maxTries),
          ),
        )
        .returning()
      return row ?? null
    },
    async useChallenge(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginChallenges)
        .set({ usedAt: now })
        .where(and(eq(loginChallenges.tokenHash, tokenHash), isNull(loginChallenges.usedAt)))
        .returning({ t: loginChallenges.tokenHash })
      return rows.length > 0
    },
    async sweepChallenges(now: Date): Promise<void> {
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now))
    },

    async recordEvent(values: NewLoginEvent): Promise<void> {
      await db.insert(loginEvents).values(values)
    },
    /** Whether the member signed in before, and before from this device. */
    async knownDevice(memberId: number, deviceKey: string) {
      const [row] = await db
        .select({
          any: sql<boolean>`bool_or(true)`,
          same: sql<boolean>`coalesce(bool_or(${loginEvents.deviceKey} = ${deviceKey}), false)`,
        })
        .from(loginEvents)
        .where(and(eq(loginEvents.memberId, memberId), eq(loginEvents.success, true)))
      return { signedInBefore: row?.any === true, seenDevice: row?.same === true }
    },
    history(memberId: number, limit: number) {
      return db
        .select()
        .from(loginEvents)
        .where(eq(loginEvents.memberId, memberId))
        .orderBy(desc(loginEvents.at), desc(loginEvents.id))
        .limit(limit)
    },
    openSessions(memberId: number, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.idleExpiresAt, now),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(50)
    },
    async notify(merchantId: number, memberId: number, titles: Localized, contents: Localized, now: Date) {
      await db.insert(inboxMessages).values({ merchantId, memberId, titles, contents, createdAt: now })
    },
  }
}
export type AccountProtectionRepository = ReturnType<typeof createAccountProtectionRepository>
