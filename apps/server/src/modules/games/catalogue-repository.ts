import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { catalogueState, games, vendors } from '../../db/schema.ts'

export type GameRow = typeof games.$inferSelect
export type VendorRow = typeof vendors.$inferSelect

export function createCatalogueRepository(db: Db) {
  return {
    async load(): Promise<{ games: GameRow[]; vendors: VendorRow[] }> {
      const [g, v] = await Promise.all([
        db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.sort), asc(games.id)),
        db.select().from(vendors).orderBy(asc(vendors.sort)),
      ])
      return { games: g, vendors: v }
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
