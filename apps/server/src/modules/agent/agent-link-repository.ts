import { and, desc, eq, sql } from 'drizzle-orm'
import { type Db, rows } from '../../db/client.ts'
import { agentAffiliateLinks } from '../../db/schema.ts'

/** Affiliate links and the merchant-wide uniqueness of affiliate codes. */
export function createAgentLinkRepository(db: Db) {
  return {
    async links(memberId: number) {
      return db
        .select()
        .from(agentAffiliateLinks)
        .where(eq(agentAffiliateLinks.memberId, memberId))
        .orderBy(desc(agentAffiliateLinks.createdAt), desc(agentAffiliateLinks.id))
    },
    /** True when no member code and no link of the merchant uses `code` (case-insensitive). */
    async codeFree(merchantId: number, code: string): Promise<boolean> {
      const [row] = await rows<{ used: boolean }>(
        db,
        sql`select (exists(select 1 from members where merchant_id = ${merchantId}
              and lower(affiliate_code) = ${code.toLowerCase()})
            or exists(select 1 from agent_affiliate_links where merchant_id = ${merchantId}
              and lower(code) = ${code.toLowerCase()})) as used`,
      )
      const used = row?.used as unknown
      return !(used === true || used === 't')
    },
    async insertLink(v: { merchantId: number; memberId: number; code: string; remark: string | null }) {
      const [row] = await db.insert(agentAffiliateLinks).values(v).onConflictDoNothing().returning()
      return row ?? null
    },
    async deleteLink(memberId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(agentAffiliateLinks)
        .where(and(eq(agentAffiliateLinks.id, id), eq(agentAffiliateLinks.memberId, memberId)))
        .returning({ id: agentAffiliateLinks.id })
      return gone.length > 0
    },
  }
}
