/**
 * The back office's view of a merchant's catalogue: catalogue games with the merchant's overrides
 * (`merchant_games`, a null column takes the catalogue's value) and the vendors it offers
 * (`merchant_vendors`). The player-facing lists read the same rows through the in-memory catalogue.
 */
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { games, merchantGames, merchantVendors, vendors } from '../../db/schema.ts'

export type OverrideRow = typeof merchantGames.$inferSelect
export type OverrideFields = Pick<OverrideRow, 'enabled' | 'sort' | 'isNew' | 'isHot' | 'minBet' | 'names' | 'iconUrl'>

export interface BoGameRecord {
  game: typeof games.$inferSelect
  override: OverrideFields | null
}

export interface BoGameFilter {
  merchantId: number
  vendor?: string | undefined
  gameType?: string | undefined
  q?: string | undefined
  page: number
  pageSize: number
}

const overrideColumns = {
  enabled: merchantGames.enabled,
  sort: merchantGames.sort,
  isNew: merchantGames.isNew,
  isHot: merchantGames.isHot,
  minBet: merchantGames.minBet,
  names: merchantGames.names,
  iconUrl: merchantGames.iconUrl,
  /** Present only when the merchant has a row. */
  present: merchantGames.gameId,
}

function toRecord(r: {
  game: typeof games.$inferSelect
  o: (OverrideFields & { present: number }) | null
}): BoGameRecord {
  if (!r.o) return { game: r.game, override: null }
  const { present: _, ...override } = r.o
  return { game: r.game, override }
}

export function createBoGamesRepository(db: Db) {
  return {
    /** Every catalogue game with the merchant's override, in the order its players see them. */
    async list(f: BoGameFilter): Promise<{ rows: BoGameRecord[]; total: number }> {
      const needle = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
      const where = and(
        f.vendor ? eq(games.vendorCode, f.vendor) : undefined,
        f.gameType ? eq(games.gameType, f.gameType) : undefined,
        needle
          ? (or(ilike(games.gameCode, needle), ilike(sql`${games.names}::text`, needle)) as SQL | undefined)
          : undefined,
      )
      const join = and(eq(merchantGames.gameId, games.id), eq(merchantGames.merchantId, f.merchantId))
      const [rows, [total]] = await Promise.all([
        db
          .select({ game: games, o: overrideColumns })
          .from(games)
          .innerJoin(vendors, eq(vendors.code, games.vendorCode))
          .leftJoin(merchantGames, join)
          .where(where)
          .orderBy(asc(vendors.sort), asc(sql`coalesce(${merchantGames.sort}, ${games.sort})`), asc(games.id))
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db.select({ n: count() }).from(games).where(where),
      ])
      return { rows: rows.map(toRecord), total: total?.n ?? 0 }
    },

    async find(tx: Db | Tx, merchantId: number, gameId: number): Promise<BoGameRecord | null> {
      const [row] = await tx
        .select({ game: games, o: overrideColumns })
        .from(games)
        .leftJoin(merchantGames, and(eq(merchantGames.gameId, games.id), eq(merchantGames.merchantId, merchantId)))
        .where(eq(games.id, gameId))
      return row ? toRecord(row) : null
    },

    async saveOverride(tx: Tx, merchantId: number, gameId: number, o: OverrideFields, now: Date): Promise<void> {
      await tx
        .insert(merchantGames)
        .values({ merchantId, gameId, ...o, updatedAt: now })
        .onConflictDoUpdate({ target: [merchantGames.merchantId, merchantGames.gameId], set: { ...o, updatedAt: now } })
    },

    /** Every vendor with the merchant's row (if any) and how many catalogue games it has. */
    async vendors(merchantId: number) {
      const gameCounts = db
        .select({ vendorCode: games.vendorCode, n: count().as('n') })
        .from(games)
        .where(eq(games.enabled, true))
        .groupBy(games.vendorCode)
        .as('gc')
      return db
        .select({
          code: vendors.code,
          name: vendors.name,
          category: vendors.category,
          enabled: merchantVendors.enabled,
          maintenance: merchantVendors.maintenance,
          games: gameCounts.n,
        })
        .from(vendors)
        .leftJoin(
          merchantVendors,
          and(eq(merchantVendors.vendorCode, vendors.code), eq(merchantVendors.merchantId, merchantId)),
        )
        .leftJoin(gameCounts, eq(gameCounts.vendorCode, vendors.code))
        .orderBy(asc(vendors.sort), asc(vendors.code))
    },

    async vendorExists(tx: Db | Tx, code: string): Promise<{ code: string; name: string; category: string } | null> {
      const [v] = await tx
        .select({ code: vendors.code, name: vendors.name, category: vendors.category })
        .from(vendors)
        .where(eq(vendors.code, code))
      return v ?? null
    },

    async merchantVendor(tx: Db | Tx, merchantId: number, code: string) {
      const [row] = await tx
        .select({ enabled: merchantVendors.enabled, maintenance: merchantVendors.maintenance })
        .from(merchantVendors)
        .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.vendorCode, code)))
        .for('update')
      return row ?? null
    },

    async saveMerchantVendor(
      tx: Tx,
      merchantId: number,
      code: string,
      v: { enabled: boolean; maintenance: boolean },
      now: Date,
    ): Promise<void> {
      await tx
        .insert(merchantVendors)
        .values({ merchantId, vendorCode: code, ...v, updatedAt: now })
        .onConflictDoUpdate({
          target: [merchantVendors.merchantId, merchantVendors.vendorCode],
          set: { ...v, updatedAt: now },
        })
    },

    async countGames(tx: Db | Tx, code: string): Promise<number> {
      const [r] = await tx
        .select({ n: count() })
        .from(games)
        .where(and(eq(games.vendorCode, code), eq(games.enabled, true)))
      return r?.n ?? 0
    },
  }
}
export type BoGamesRepository = ReturnType<typeof createBoGamesRepository>
