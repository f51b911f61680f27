import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { catalogueState, games, merchantVendors, vendorIntegrations, vendors } from '../../db/schema.ts'

export type GameRow = typeof games.$inferSelect
export type VendorRow = typeof vendors.$inferSelect
/** What the catalogue needs of a vendor's integration (never its secret). */
export interface IntegrationState {
  vendorCode: string
  protocol: string
  enabled: boolean
  maintenance: boolean
}
export interface CatalogueRows {
  games: GameRow[]
  vendors: VendorRow[]
  /** Enabled (merchant, vendor) pairs. */
  offers: { merchantId: number; vendorCode: string }[]
  integrations: IntegrationState[]
}

export function createCatalogueRepository(db: Db) {
  return {
    async load(): Promise<CatalogueRows> {
      const [g, v, offers, integrations] = await Promise.all([
        db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.sort), asc(games.id)),
        db.select().from(vendors).orderBy(asc(vendors.sort)),
        db
          .select({ merchantId: merchantVendors.merchantId, vendorCode: merchantVendors.vendorCode })
          .from(merchantVendors)
          .where(eq(merchantVendors.enabled, true)),
        db
          .select({
            vendorCode: vendorIntegrations.vendorCode,
            protocol: vendorIntegrations.protocol,
            enabled: vendorIntegrations.enabled,
            maintenance: vendorIntegrations.maintenance,
          })
          .from(vendorIntegrations),
      ])
      return { games: g, vendors: v, offers, integrations }
    },
    async version(): Promise<number> {
      const [row] = await db.select({ v: catalogueState.version }).from(catalogueState).where(eq(catalogueState.id, 1))
      return row?.v ?? 0
    },
    /** Call in the same transaction as any catalogue change. */
    async bumpVersion(tx: Db = db): Promise<void> {
      await tx
        .insert(catalogueState)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({ target: catalogueState.id, set: { version: sql`${catalogueState.version} + 1` } })
    },
  }
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>
