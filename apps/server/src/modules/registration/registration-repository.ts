import { and, eq, inArray, sql } from 'drizzle-orm'
import { NON_AGENT_TYPES } from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { agentAffiliateLinks, members, referralCodes } from '../../db/schema.ts'
import type { MemberRow } from '../member/member-repository.ts'
import { enterEntryLevel } from '../promotions/vip-repository.ts'
import { storeWithdrawPassword } from '../withdrawals/withdraw-password-service.ts'

export function createRegistrationRepository(db: Db) {
  return {
    /** An agent of the merchant whose affiliate code this is (case-insensitive), or null. */
    async agentByAffiliateCode(merchantId: number, code: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            sql`lower(${members.affiliateCode}) = ${code.toLowerCase()}`,
            eq(members.status, 1),
          ),
        )
        .limit(1)
      if (row) return !NON_AGENT_TYPES.includes(row.type) ? row : null
      // Agent team: an agent's extra invitation links (agent_affiliate_links) name the agent too.
      const [linked] = await db
        .select({ member: members })
        .from(agentAffiliateLinks)
        .innerJoin(members, eq(members.id, agentAffiliateLinks.memberId))
        .where(
          and(
            eq(agentAffiliateLinks.merchantId, merchantId),
            sql`lower(${agentAffiliateLinks.code}) = ${code.toLowerCase()}`,
            eq(members.status, 1),
          ),
        )
        .limit(1)
      return linked && !NON_AGENT_TYPES.includes(linked.member.type) ? linked.member : null
    },
    /** The active member whose invite-friends code this is (codes are stored upper-case), or null. */
    async memberByReferralCode(merchantId: number, code: string): Promise<number | null> {
      const [row] = await db
        .select({ id: members.id })
        .from(referralCodes)
        .innerJoin(members, eq(members.id, referralCodes.memberId))
        .where(
          and(
            eq(referralCodes.merchantId, merchantId),
            eq(referralCodes.code, code.trim().toUpperCase()),
            eq(members.status, 1),
          ),
        )
        .limit(1)
      return row?.id ?? null
    },
    async usernameTaken(merchantId: number, username: string): Promise<boolean> {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), inArray(members.usernameKey, [username.toLowerCase()])))
        .limit(1)
      return rows.length > 0
    },
    /**
     * Inserts the member; null when the username is taken. The unique index decides, so two
     * registrations racing for one name cannot both succeed. A withdrawal password typed on the
     * form (`paymentPassword`, hashed) is stored in the same transaction.
     */
    async create(
      values: typeof members.$inferInsert,
      extra: { withdrawPasswordHash?: string | null } = {},
    ): Promise<MemberRow | null> {
      try {
        return await inTransaction(db, async (tx) => {
          const [row] = await tx.insert(members).values(values).returning()
          if (!row) return null
          const clubLabel = await enterEntryLevel(tx, row.merchantId, row.id, row.regDate)
          if (extra.withdrawPasswordHash)
            await storeWithdrawPassword(tx, row.id, extra.withdrawPasswordHash, row.regDate)
          return { ...row, clubLabel: clubLabel ?? row.clubLabel }
        })
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },
  }
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>
