import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { inboxMessages, inboxReads, type Localized, members, rgExclusions } from '../../db/schema.ts'

export type InboxRow = typeof inboxMessages.$inferSelect & { read: boolean }

export interface Reader {
  id: number
  merchantId: number
}

/**
 * What a member may see (decision 014): messages addressed to them, and broadcasts of their
 * merchant sent at or after their registration. Every query below goes through this.
 *
 * Broadcasts are the operators' marketing (decision 044): one sent while the member was on a
 * time-out or self-exclusion never reaches them, not even after the break. Messages addressed to
 * the member (security notices, limit changes, operator replies) always do.
 */
function visibleTo(reader: Reader) {
  return and(
    eq(inboxMessages.merchantId, reader.merchantId),
    or(
      eq(inboxMessages.memberId, reader.id),
      and(
        isNull(inboxMessages.memberId),
        sql`${inboxMessages.createdAt} >= (select ${members.regDate} from ${members} where ${members.id} = ${reader.id})`,
        sql`not exists (select 1 from ${rgExclusions} x where x.member_id = ${reader.id}
          and ${inboxMessages.createdAt} >= x.started_at
          and (x.ends_at is null or ${inboxMessages.createdAt} < x.ends_at)
          and (x.lifted_at is null or ${inboxMessages.createdAt} < x.lifted_at))`,
      ),
    ),
  )
}

const readMark = (reader: Reader) => and(eq(inboxReads.messageId, inboxMessages.id), eq(inboxReads.memberId, reader.id))

export function createInboxRepository(db: Db) {
  async function unreadCount(reader: Reader): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(inboxMessages)
      .leftJoin(inboxReads, readMark(reader))
      .where(and(visibleTo(reader), isNull(inboxReads.messageId)))
    return row?.n ?? 0
  }

  return {
    unreadCount,

    async page(reader: Reader, pageNo: number, pageSize: number) {
      const rows = await db
        .select({ message: inboxMessages, readAt: inboxReads.readAt })
        .from(inboxMessages)
        .leftJoin(inboxReads, readMark(reader))
        .where(visibleTo(reader))
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
      const [total] = await db.select({ n: count() }).from(inboxMessages).where(visibleTo(reader))
      return {
        rows: rows.map((r): InboxRow => ({ ...r.message, read: r.readAt !== null })),
        totalCount: total?.n ?? 0,
        unreadCount: await unreadCount(reader),
      }
    },

    async find(reader: Reader, id: number): Promise<InboxRow | null> {
      const [row] = await db
        .select({ message: inboxMessages, readAt: inboxReads.readAt })
        .from(inboxMessages)
        .leftJoin(inboxReads, readMark(reader))
        .where(and(eq(inboxMessages.id, id), visibleTo(reader)))
      return row ? { ...row.message, read: row.readAt !== null } : null
    },

    /** Marks those of `ids` the reader may see; others are skipped silently (no probing of ids). */
    async markRead(reader: Reader, ids: number[], now: Date): Promise<void> {
      const visible = db
        .select({
          memberId: sql<number>`${reader.id}::bigint`.as('member_id'),
          messageId: inboxMessages.id,
          readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(inboxMessages)
        .where(and(inArray(inboxMessages.id, ids), visibleTo(reader)))
      await db.insert(inboxReads).select(visible).onConflictDoNothing()
    },

    async memberIdByUsername(merchantId: number, username: string): Promise<number | null> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, username.toLowerCase())))
      return row?.id ?? null
    },

    async insert(
      tx: Db | Tx,
      values: { merchantId: number; memberId: number | null; titles: Localized; contents: Localized; createdAt: Date },
    ): Promise<number> {
      const [row] = await tx.insert(inboxMessages).values(values).returning({ id: inboxMessages.id })
      if (!row) throw new Error('inbox insert returned nothing')
      return row.id
    },

    /** Operator view: the merchant's newest messages with how many members have read each. */
    async recent(merchantId: number, limit: number) {
      return db
        .select({
          id: inboxMessages.id,
          memberId: inboxMessages.memberId,
          titles: inboxMessages.titles,
          createdAt: inboxMessages.createdAt,
          reads: sql<number>`(select count(*)::int from ${inboxReads} where ${inboxReads.messageId} = ${inboxMessages.id})`,
        })
        .from(inboxMessages)
        .where(eq(inboxMessages.merchantId, merchantId))
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(limit)
    },
  }
}
export type InboxRepository = ReturnType<typeof createInboxRepository>
