import { and, eq, isNull, lt, ne } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { members, sessions } from '../../db/schema.ts'

export type SessionRow = typeof sessions.$inferSelect
export type NewSession = Omit<typeof sessions.$inferInsert, 'id' | 'revokedAt' | 'revokedReason'>

/** Sessions always live in the database, so a revocation is seen by every instance on the next request. */
export function createSessionRepository(db: Db) {
  return {
    async create(values: NewSession): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning()
      if (!row) throw new Error('session insert returned nothing')
      return row
    },
    /** The session with this token hash and its member, revoked or not (the caller judges). */
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          session: sessions,
          member: {
            id: members.id,
            merchantId: members.merchantId,
            username: members.username,
            type: members.type,
            status: members.status,
          },
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, tokenHash))
      return row ?? null
    },
    async touch(id: number, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.id, id))
    },
    async revoke(id: number, reason: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    },
    /** Revokes every open session of a member, except `keepId` when given; answers how many. */
    async revokeMember(tx: Db | Tx, memberId: number, reason: string, now: Date, keepId?: number): Promise<number> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepId === undefined ? undefined : ne(sessions.id, keepId),
          ),
        )
        .returning({ id: sessions.id })
      return rows.length
    },
    async clearChangePassword(tx: Db | Tx, id: number): Promise<void> {
      await tx.update(sessions).set({ changePassword: false }).where(eq(sessions.id, id))
    },
    /**
     * Ends the session's forced change, answering whether it was still pending: of two changes
     * sent at once without the old password, only one gets true.
     */
    async takeChangePassword(tx: Db | Tx, id: number): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ changePassword: false })
        .where(and(eq(sessions.id, id), eq(sessions.changePassword, true), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      return rows.length > 0
    },
    /** Drops sessions that ended more than `keepMs` ago (kept a while for support questions). */
    async sweep(now: Date, keepMs: number): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - keepMs)))
    },
  }
}
export type SessionRepository = ReturnType<typeof createSessionRepository>
