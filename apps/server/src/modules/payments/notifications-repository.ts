/** SQL of stored provider notifications: every one is kept, whatever became of it. */
import type { Db } from '../../db/client.ts'
import { paymentNotifications } from '../../db/schema.ts'

export function createNotificationsRepository(db: Db) {
  return {
    async store(v: typeof paymentNotifications.$inferInsert) {
      await db.insert(paymentNotifications).values(v)
    },
  }
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
