/**
 * Announcements (every type), help entries and uploaded images as staff edit them. The
 * player-facing content calls read the same tables live (modules/content, no server cache), so a
 * change shows on the player app's next load; images live in the database, so every instance
 * serves every upload.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { announcements, helpEntries, merchants, uploadedImages } from '../../db/schema.ts'

export type AnnouncementRecord = typeof announcements.$inferSelect
export type AnnouncementFields = Pick<
  AnnouncementRecord,
  | 'type'
  | 'titles'
  | 'contents'
  | 'imageUrl'
  | 'linkUrl'
  | 'execution'
  | 'platform'
  | 'groupName'
  | 'sort'
  | 'startAt'
  | 'endAt'
  | 'payload'
>
export type HelpRecord = typeof helpEntries.$inferSelect
export type HelpFields = Pick<HelpRecord, 'sort' | 'titles' | 'contents'>

export function createBoContentRepository(db: Db) {
  return {
    async listAnnouncements(f: { merchantId: number; type?: string | undefined; page: number; pageSize: number }) {
      const where = and(eq(announcements.merchantId, f.merchantId), f.type ? eq(announcements.type, f.type) : undefined)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(asc(announcements.type), asc(announcements.sort), asc(announcements.id))
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db.select({ n: count() }).from(announcements).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
    async findAnnouncement(tx: Db | Tx, id: number): Promise<AnnouncementRecord | null> {
      const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update')
      return row ?? null
    },
    async insertAnnouncement(tx: Tx, merchantId: number, f: AnnouncementFields): Promise<AnnouncementRecord> {
      const [row] = await tx
        .insert(announcements)
        .values({ merchantId, ...f })
        .returning()
      return row as AnnouncementRecord
    },
    async updateAnnouncement(tx: Tx, id: number, f: AnnouncementFields): Promise<AnnouncementRecord> {
      const [row] = await tx.update(announcements).set(f).where(eq(announcements.id, id)).returning()
      return row as AnnouncementRecord
    },
    async deleteAnnouncement(tx: Tx, id: number): Promise<void> {
      await tx.delete(announcements).where(eq(announcements.id, id))
    },

    listHelp(merchantId: number): Promise<HelpRecord[]> {
      return db
        .select()
        .from(helpEntries)
        .where(eq(helpEntries.merchantId, merchantId))
        .orderBy(asc(helpEntries.sort), asc(helpEntries.id))
    },
    async findHelp(tx: Db | Tx, id: number): Promise<HelpRecord | null> {
      const [row] = await tx.select().from(helpEntries).where(eq(helpEntries.id, id)).for('update')
      return row ?? null
    },
    async insertHelp(tx: Tx, merchantId: number, f: HelpFields): Promise<HelpRecord> {
      const [row] = await tx
        .insert(helpEntries)
        .values({ merchantId, ...f })
        .returning()
      return row as HelpRecord
    },
    async updateHelp(tx: Tx, id: number, f: HelpFields): Promise<HelpRecord> {
      const [row] = await tx.update(helpEntries).set(f).where(eq(helpEntries.id, id)).returning()
      return row as HelpRecord
    },
    async deleteHelp(tx: Tx, id: number): Promise<void> {
      await tx.delete(helpEntries).where(eq(helpEntries.id, id))
    },

    async insertUpload(tx: Tx, row: typeof uploadedImages.$inferInsert): Promise<void> {
      await tx.insert(uploadedImages).values(row)
    },
    /** An upload by its merchant's code (as in the URL) and id. */
    async findUpload(merchantCode: string, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const [row] = await db
        .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
        .from(uploadedImages)
        .innerJoin(merchants, eq(merchants.id, uploadedImages.merchantId))
        .where(and(eq(uploadedImages.id, id), sql`lower(${merchants.code}) = ${merchantCode.toLowerCase()}`))
      return row ?? null
    },
  }
}
export type BoContentRepository = ReturnType<typeof createBoContentRepository>
