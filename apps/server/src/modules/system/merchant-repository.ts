import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { countries, merchantDomains, merchants } from '../../db/schema.ts'

export type Merchant = typeof merchants.$inferSelect
export type MerchantPatch = Partial<
  Pick<
    Merchant,
    | 'maintenance'
    | 'regionRestriction'
    | 'allowedCountries'
    | 'flags'
    | 'languages'
    | 'defaultLanguage'
    | 'legacyEncryption'
    | 'authSettings'
  >
>

export function createMerchantRepository(db: Db) {
  return {
    async listAll(): Promise<{ merchants: Merchant[]; domains: { domain: string; merchantId: number }[] }> {
      const [m, d] = await Promise.all([db.select().from(merchants), db.select().from(merchantDomains)])
      return { merchants: m, domains: d }
    },
    /** In the caller's transaction, so the change and its audit row commit together. */
    async update(tx: Db | Tx, code: string, patch: MerchantPatch): Promise<Merchant | null> {
      const [row] = await tx
        .update(merchants)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(merchants.code, code))
        .returning()
      return row ?? null
    },
    async findByCode(code: string): Promise<Merchant | null> {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code))
      return row ?? null
    },
    /**
     * The merchant an operator names by code, in any letter case, as the registry reads codes
     * (`DEMO` and `demo` are one merchant): what the operator screens need of it, or null.
     */
    async findByCodeIgnoringCase(code: string): Promise<{ id: number; code: string; currency: string } | null> {
      const [row] = await db
        .select({ id: merchants.id, code: merchants.code, currency: merchants.currency })
        .from(merchants)
        .where(sql`lower(${merchants.code}) = ${code.toLowerCase()}`)
      return row ?? null
    },
    listCountries() {
      return db.select().from(countries).orderBy(countries.sort)
    },
  }
}
export type MerchantRepository = ReturnType<typeof createMerchantRepository>
