import { randomInt } from 'node:crypto'
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { announcements, helpEntries, merchantAgreements, referralCodes } from '../../db/schema.ts'

// No 0/O or 1/I: codes get read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

export function createPagesRepository(db: Db) {
  return {
    help(merchantId: number) {
      return db
        .select()
        .from(helpEntries)
        .where(eq(helpEntries.merchantId, merchantId))
        .orderBy(asc(helpEntries.sort), asc(helpEntries.id))
    },

    async agreements(merchantId: number): Promise<Map<string, string>> {
      const rows = await db.select().from(merchantAgreements).where(eq(merchantAgreements.merchantId, merchantId))
      return new Map(rows.map((r) => [r.language, r.content]))
    },

    /** A REFERRAL promotion of the merchant is live (storefront §Shell behaviour: invite friends). */
    async referralLive(merchantId: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            eq(announcements.type, 'PR'),
            or(inArray(announcements.category, ['REFERRAL']), inArray(announcements.promotionType, ['REFERRAL'])),
            or(isNull(announcements.startAt), lte(announcements.startAt, now)),
            or(isNull(announcements.endAt), gt(announcements.endAt, now)),
          ),
        )
        .limit(1)
      return rows.length > 0
    },

    /** The member's referral code, issued on first ask; a collision with another code retries. */
    async referralCode(memberId: number, merchantId: number): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [found] = await db.select().from(referralCodes).where(eq(referralCodes.memberId, memberId))
        if (found) return found.code
        await db.insert(referralCodes).values({ memberId, merchantId, code: newCode() }).onConflictDoNothing()
      }
      throw new Error('could not issue a referral code')
    },
  }
}
export type PagesRepository = ReturnType<typeof createPagesRepository>
