import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { announcementReads, announcements, gameRounds, games, members } from '../../db/schema.ts'

/** Vendor code and provider name of the in-house games, whose rounds feed the winner board. */
const INHOUSE = 'INHOUSE'

export type AnnouncementRow = typeof announcements.$inferSelect

export function createContentRepository(db: Db) {
  return {
    /** Announcements of the given types live at `now`, in display order. */
    listLive(merchantId: number, types: string[], now: Date): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            inArray(announcements.type, types),
            or(isNull(announcements.startAt), lte(announcements.startAt, now)),
            or(isNull(announcements.endAt), gt(announcements.endAt, now)),
          ),
        )
        .orderBy(asc(announcements.type), asc(announcements.sort), asc(announcements.id))
    },
    async readIds(memberId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: announcementReads.announcementId })
        .from(announcementReads)
        .where(and(eq(announcementReads.memberId, memberId), inArray(announcementReads.announcementId, ids)))
      return new Set(rows.map((r) => r.id))
    },
    async findForMerchant(id: number, merchantId: number): Promise<AnnouncementRow | null> {
      const [row] = await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.id, id), eq(announcements.merchantId, merchantId)))
      return row ?? null
    },
    async setRead(memberId: number, announcementId: number, read: boolean): Promise<void> {
      if (read) await db.insert(announcementReads).values({ memberId, announcementId }).onConflictDoNothing()
      else
        await db
          .delete(announcementReads)
          .where(and(eq(announcementReads.memberId, memberId), eq(announcementReads.announcementId, announcementId)))
    },
    async firstTimeLogin(memberId: number): Promise<boolean> {
      const [row] = await db.select({ f: members.firstTimeLogin }).from(members).where(eq(members.id, memberId))
      return row?.f ?? false
    },
    /**
     * The biggest settled in-house wins (payout above the stake) of one merchant since `since`, in
     * the merchant's own currency (trial rounds in demo money never count), biggest first.
     */
    biggestWins(a: { merchantId: number; currency: string; since: Date; gameType: string | null; limit: number }) {
      return db
        .select({
          account: members.username,
          winMinor: gameRounds.winMinor,
          gameCode: gameRounds.gameCode,
          nodeId: games.id,
          vendor: games.vendorCode,
          gameType: games.gameType,
          names: games.names,
          closedAt: gameRounds.closedAt,
        })
        .from(gameRounds)
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .innerJoin(games, and(eq(games.vendorCode, INHOUSE), eq(games.gameCode, gameRounds.gameCode)))
        .where(
          and(
            eq(gameRounds.provider, INHOUSE),
            eq(gameRounds.merchantId, a.merchantId),
            eq(gameRounds.status, 'settled'),
            eq(gameRounds.currency, a.currency),
            gt(gameRounds.winMinor, sql`${gameRounds.betMinor}`),
            gte(gameRounds.closedAt, a.since),
            a.gameType ? eq(games.gameType, a.gameType) : undefined,
          ),
        )
        .orderBy(desc(gameRounds.winMinor), desc(gameRounds.closedAt), desc(gameRounds.id))
        .limit(a.limit)
    },
    async setLanguage(memberId: number, language: string): Promise<void> {
      await db.update(members).set({ language }).where(eq(members.id, memberId))
    },
  }
}
export type ContentRepository = ReturnType<typeof createContentRepository>
