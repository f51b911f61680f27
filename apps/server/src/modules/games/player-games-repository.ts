import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { favouriteGames, recentGames } from '../../db/schema.ts'

/** A member's favourite and recent games: ids only; the catalogue index supplies the rest. */
export function createPlayerGamesRepository(db: Db) {
  return {
    async favouriteIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favouriteGames.gameId })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, memberId))
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
      return rows.map((r) => r.id)
    },
    /** Adding twice is a no-op (the primary key holds one row per member and game). */
    async addFavourite(memberId: number, gameId: number): Promise<void> {
      await db.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing()
    },
    async removeFavourite(memberId: number, gameId: number): Promise<void> {
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)))
    },
    async recentIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: recentGames.gameId })
        .from(recentGames)
        .where(eq(recentGames.memberId, memberId))
        .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
      return rows.map((r) => r.id)
    },
    /** Moves the game to the front and trims the list to `cap`, in one transaction. */
    async touchRecent(memberId: number, gameId: number, at: Date, cap: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(recentGames)
          .values({ memberId, gameId, playedAt: at })
          .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: at } })
        const keep = tx
          .select({ id: recentGames.gameId })
          .from(recentGames)
          .where(eq(recentGames.memberId, memberId))
          .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
          .limit(cap)
        await tx
          .delete(recentGames)
          .where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.gameId, keep)))
      })
    },
  }
}
export type PlayerGamesRepository = ReturnType<typeof createPlayerGamesRepository>
