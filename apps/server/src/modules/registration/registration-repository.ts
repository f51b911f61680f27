import { and, eq, inArray, sql } from 'drizzle-orm'
import { NON_AGENT_TYPES } from '@parlor/contract'
import type { Db } from '../../db/client.ts'
import { members } from '../../db/schema.ts'
import type { MemberRow } from '../member/member-repository.ts'

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (possibly wrapped by Drizzle). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

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
      return row && !NON_AGENT_TYPES.includes(row.type) ? row : null
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
     * registrations racing for one name cannot both succeed.
     */
    async create(values: typeof members.$inferInsert): Promise<MemberRow | null> {
      try {
        const [row] = await db.insert(members).values(values).returning()
        return row ?? null
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },
  }
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>
