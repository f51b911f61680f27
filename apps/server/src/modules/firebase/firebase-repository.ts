import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { members } from '../../db/schema.ts'
import type { MemberRow } from '../member/member-repository.ts'

const digits = (s: string) => s.replace(/\D/g, '')

export function createFirebaseRepository(db: Db) {
  return {
    /**
     * The member of the merchant whose dialling code + mobile make this E.164 number (a member
     * without a dialling code counts as the merchant's own). Null when none, or when several
     * share it (ambiguous).
     */
    async findByPhone(merchantId: number, merchantDialingCode: string, e164: string): Promise<MemberRow | null> {
      const full = digits(e164)
      // Every way the number can end: the stored mobile is one of these suffixes (index on mobile).
      const suffixes: string[] = []
      for (let i = 1; i <= full.length - 5; i++) suffixes.push(full.slice(i))
      if (!suffixes.length) return null
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), inArray(members.mobile, suffixes)))
        .limit(20)
      const found = rows.filter(
        (m) => m.mobile && `${digits(m.dialingCode ?? merchantDialingCode)}${m.mobile.replace(/^0+/, '')}` === full,
      )
      return found.length === 1 ? (found[0] ?? null) : null
    },
  }
}
export type FirebaseRepository = ReturnType<typeof createFirebaseRepository>
