import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { members } from '../../db/schema.ts'

export type MemberRow = typeof members.$inferSelect

export function createMemberRepository(db: Db) {
  return {
    async findById(id: number): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id))
      return row ?? null
    },
    async findByUsername(merchantId: number, username: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, username.toLowerCase())))
      return row ?? null
    },
    /** The member holding this number; null when none or when several share it (ambiguous). */
    async findByMobile(merchantId: number, mobile: string): Promise<MemberRow | null> {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.mobile, mobile)))
        .limit(2)
      return rows.length === 1 ? (rows[0] ?? null) : null
    },
    async usernameTaken(merchantId: number, username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, username.toLowerCase())))
      return Boolean(row)
    },
    async setPassword(tx: Db | Tx, id: number, passwordHash: string, now: Date): Promise<void> {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: now, firstTimeLogin: false })
        .where(eq(members.id, id))
    },
    async setStatus(tx: Db | Tx, id: number, status: number): Promise<MemberRow | null> {
      const [row] = await tx.update(members).set({ status }).where(eq(members.id, id)).returning()
      return row ?? null
    },
    /** Inserts a trial member; null when the name was taken meanwhile. */
    async createTrial(
      merchantId: number,
      username: string,
      passwordHash: string,
      now: Date,
      /** FREEPLAY for free play; GAME_TRIAL for a guest's game trial. */
      registerMethod: 'FREEPLAY' | 'GAME_TRIAL' = 'FREEPLAY',
    ): Promise<MemberRow | null> {
      const [row] = await db
        .insert(members)
        .values({
          merchantId,
          username,
          usernameKey: username.toLowerCase(),
          passwordHash,
          type: 4,
          nickname: username,
          firstTimeLogin: false,
          passwordChangedAt: now,
          regDate: now,
          registerMethod,
        })
        .onConflictDoNothing()
        .returning()
      return row ?? null
    },
  }
}
export type MemberRepository = ReturnType<typeof createMemberRepository>
