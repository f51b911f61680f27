import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { announcementReads, announcements, members } from '../../db/schema.ts'

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
    async setLanguage(memberId: number, language: string): Promise<void> {
      await db.update(members).set({ language }).where(eq(members.id, memberId))
    },
  }
}
export type ContentRepository = ReturnType<typeof createContentRepository>
