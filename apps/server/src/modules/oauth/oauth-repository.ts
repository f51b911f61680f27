import { and, eq, lt, ne, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { members, oauthIdentities, oauthTickets } from '../../db/schema.ts'
import type { MemberRow } from '../member/member-repository.ts'
import { enterEntryLevel } from '../promotions/vip-repository.ts'

export type TicketKind = 'flow' | 'code'
export type TicketRow = typeof oauthTickets.$inferSelect

export function createOauthRepository(db: Db) {
  return {
    async putTicket(row: typeof oauthTickets.$inferInsert): Promise<void> {
      await db.insert(oauthTickets).values(row)
    },
    /** Reads and deletes in one statement: a ticket serves one request, even under a race. */
    async takeTicket(id: string, kind: TicketKind, now: Date): Promise<TicketRow | null> {
      const [row] = await db
        .delete(oauthTickets)
        .where(and(eq(oauthTickets.id, id), eq(oauthTickets.kind, kind)))
        .returning()
      return row && row.expiresAt > now ? row : null
    },
    async sweepTickets(now: Date): Promise<void> {
      await db.delete(oauthTickets).where(lt(oauthTickets.expiresAt, now))
    },

    async findLinkedMember(merchantId: number, provider: string, subject: string): Promise<MemberRow | null> {
      const [row] = await db
        .select({ member: members })
        .from(oauthIdentities)
        .innerJoin(members, eq(members.id, oauthIdentities.memberId))
        .where(
          and(
            eq(oauthIdentities.merchantId, merchantId),
            eq(oauthIdentities.provider, provider),
            eq(oauthIdentities.subject, subject),
          ),
        )
      return row?.member ?? null
    },
    async touchIdentity(merchantId: number, provider: string, subject: string, now: Date): Promise<void> {
      await db
        .update(oauthIdentities)
        .set({ lastLoginAt: now })
        .where(
          and(
            eq(oauthIdentities.merchantId, merchantId),
            eq(oauthIdentities.provider, provider),
            eq(oauthIdentities.subject, subject),
          ),
        )
    },
    /**
     * Real (non-trial) members of the merchant with this email, compared case-insensitively.
     * Up to two, so the caller can tell one match from an ambiguous one.
     */
    async findMembersByEmail(merchantId: number, email: string): Promise<MemberRow[]> {
      return db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            ne(members.type, 4),
            sql`lower(${members.email}) = ${email.toLowerCase()}`,
          ),
        )
        .limit(2)
    },
    /** Links the provider account to the member; when it is linked already (a race), answers who holds it. */
    async link(v: {
      merchantId: number
      provider: string
      issuer: string
      subject: string
      memberId: number
      email: string | null
      now: Date
    }): Promise<number> {
      await db
        .insert(oauthIdentities)
        .values({
          merchantId: v.merchantId,
          provider: v.provider,
          issuer: v.issuer,
          subject: v.subject,
          memberId: v.memberId,
          email: v.email,
          createdAt: v.now,
          lastLoginAt: v.now,
        })
        .onConflictDoNothing()
      const [row] = await db
        .select({ memberId: oauthIdentities.memberId })
        .from(oauthIdentities)
        .where(
          and(
            eq(oauthIdentities.merchantId, v.merchantId),
            eq(oauthIdentities.provider, v.provider),
            eq(oauthIdentities.subject, v.subject),
          ),
        )
      if (!row) throw new Error('identity link vanished')
      return row.memberId
    },
    /** A new member signed up through a provider; null when the username was taken meanwhile. */
    async createMember(v: {
      merchantId: number
      username: string
      nickname: string
      email: string
      passwordHash: string
      registerMethod: string
      now: Date
    }): Promise<MemberRow | null> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({
            merchantId: v.merchantId,
            username: v.username,
            usernameKey: v.username.toLowerCase(),
            passwordHash: v.passwordHash,
            type: 0,
            nickname: v.nickname,
            email: v.email,
            // No password to change: the provider vouches for the person.
            firstTimeLogin: false,
            passwordChangedAt: v.now,
            regDate: v.now,
            registerMethod: v.registerMethod,
          })
          .onConflictDoNothing()
          .returning()
        if (!row) return null
        const clubLabel = await enterEntryLevel(tx, row.merchantId, row.id, v.now)
        return { ...row, clubLabel: clubLabel ?? row.clubLabel }
      })
    },
    async findMember(id: number): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id))
      return row ?? null
    },
  }
}
export type OauthRepository = ReturnType<typeof createOauthRepository>
