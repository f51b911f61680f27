import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { smsOutbox } from '../../db/schema.ts'

export type OutboxRow = typeof smsOutbox.$inferSelect

/** The development SMS outbox (see sms-provider.ts). */
export function createOutboxRepository(db: Db) {
  return {
    async add(to: string, body: string): Promise<void> {
      await db.insert(smsOutbox).values({ to, body })
    },
    /** Newest first; `to` narrows to one E.164 number. */
    latest(limit: number, to?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.to, to) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit)
    },
  }
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>
