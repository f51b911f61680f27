/** What the demo image host draws from: games, vendors and the banners announcements name. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { announcements, games, promotions, vendors } from '../../db/schema.ts'

export function createMediaRepository(db: Db) {
  return {
    async game(id: number) {
      const [g] = await db.select().from(games).where(eq(games.id, id)).limit(1)
      return g ?? null
    },
    async vendor(code: string) {
      const [v] = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1)
      return v ?? null
    },
    /** The titles of an announcement whose image is this banner path; null when none uses it. */
    async bannerTitles(imageUrl: string) {
      const [a] = await db
        .select({ titles: announcements.titles })
        .from(announcements)
        .where(eq(announcements.imageUrl, imageUrl))
        .limit(1)
      if (a) return a.titles
      // Promotions name their own banners (decision 038).
      const [p] = await db
        .select({ titles: promotions.titles })
        .from(promotions)
        .where(eq(promotions.imageUrl, imageUrl))
        .limit(1)
      return p?.titles ?? null
    },
  }
}
