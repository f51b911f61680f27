import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { feedback, feedbackImages, members } from '../../db/schema.ts'

export interface CheckedImage {
  mime: 'image/png' | 'image/jpeg'
  bytes: Buffer
}

export function createFeedbackRepository(db: Db) {
  return {
    /** The remark and its images in one transaction: a refused or failed insert leaves nothing. */
    async insert(v: { merchantId: number; memberId: number; remark: string; images: CheckedImage[]; createdAt: Date }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({ merchantId: v.merchantId, memberId: v.memberId, remark: v.remark, createdAt: v.createdAt })
          .returning({ id: feedback.id })
        if (!row) throw new Error('feedback insert returned nothing')
        if (v.images.length > 0)
          await tx.insert(feedbackImages).values(
            v.images.map((img, position) => ({
              feedbackId: row.id,
              position,
              mime: img.mime,
              size: img.bytes.length,
              bytes: img.bytes,
            })),
          )
        return row.id
      })
    },

    /** Operator list, newest first, without the image bytes. */
    async recent(merchantId: number, limit: number) {
      return db
        .select({
          id: feedback.id,
          memberId: feedback.memberId,
          username: members.username,
          remark: feedback.remark,
          createdAt: feedback.createdAt,
          images: sql<
            { position: number; mime: string; size: number }[]
          >`coalesce((select json_agg(json_build_object('position', i.position, 'mime', i.mime, 'size', i.size) order by i.position) from ${feedbackImages} i where i.feedback_id = ${feedback.id}), '[]'::json)`,
        })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .where(eq(feedback.merchantId, merchantId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit)
    },

    async image(feedbackId: number, position: number) {
      const [row] = await db
        .select({ mime: feedbackImages.mime, bytes: feedbackImages.bytes })
        .from(feedbackImages)
        .where(and(eq(feedbackImages.feedbackId, feedbackId), eq(feedbackImages.position, position)))
      return row ?? null
    },
  }
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
