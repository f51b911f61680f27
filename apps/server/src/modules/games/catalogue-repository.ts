import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { catalogueState, games, merchantGames, merchantVendors, vendorIntegrations, vendors } from '../../db/schema.ts'

export type GameRow = typeof games.$inferSelect
export type VendorRow = typeof vendors.$inferSelect
/** What the catalogue needs of a vendor's integration (never its secret). */
export interface IntegrationState {
  vendorCode: string
  protocol: string
  enabled: boolean
  maintenance: boolean
}
/** A merchant's own settings for a game; a null field takes the catalogue's value. */
export type GameOverride = Omit<typeof merchantGames.$inferSelect, 'updatedAt'>
export interface CatalogueRows {
  /** Every catalogue game, switched off ones too: a merchant's override may differ. */
  games: GameRow[]
  vendors: VendorRow[]
  /** Enabled (merchant, vendor) pairs. */
  offers: { merchantId: number; vendorCode: string }[]
  /** (merchant, vendor) pairs an operator put under maintenance for that merchant. */
  vendorMaintenance?: { merchantId: number; vendorCode: string }[]
  overrides?: GameOverride[]
  integrations: IntegrationState[]
}

export function createCatalogueRepository(db: Db) {
  return {
    async load(): Promise<CatalogueRows> {
      const [g, v, offered, overrides, integrations] = await Promise.all([
        db.select().from(games).orderBy(asc(games.sort), asc(games.id)),
        db.select().from(vendors).orderBy(asc(vendors.sort)),
        db
          .select({
            merchantId: merchantVendors.merchantId,
            vendorCode: merchantVendors.vendorCode,
            enabled: merchantVendors.enabled,
            maintenance: merchantVendors.maintenance,
          })
          .from(merchantVendors),
        db
          .select({
            merchantId: merchantGames.merchantId,
            gameId: merchantGames.gameId,
            enabled: merchantGames.enabled,
            sort: merchantGames.sort,
            isNew: merchantGames.isNew,
            isHot: merchantGames.isHot,
            minBet: merchantGames.minBet,
            names: merchantGames.names,
            iconUrl: merchantGames.iconUrl,
          })
          .from(merchantGames),
        db
          .select({
            vendorCode: vendorIntegrations.vendorCode,
            protocol: vendorIntegrations.protocol,
            enabled: vendorIntegrations.enabled,
            maintenance: vendorIntegrations.maintenance,
          })
          .from(vendorIntegrations),
      ])
      const pair = (o: { merchantId: number; vendorCode: string }) => ({
        merchantId: o.merchantId,
        vendorCode: o.vendorCode,
      })
      return {
        games: g,
        vendors: v,
        offers: offered.filter((o) => o.enabled).map(pair),
        vendorMaintenance: offered.filter((o) => o.maintenance).map(pair),
        overrides,
        integrations,
      }
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
