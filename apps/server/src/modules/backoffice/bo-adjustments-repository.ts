/**
 * Rows of `balance_adjustments`. State changes are conditional on the state they leave
 * (`pending`), so of two staff members deciding at once exactly one wins.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { auditLog, balanceAdjustments, members, merchants } from '../../db/schema.ts'

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect
export type AdjustmentWithMember = AdjustmentRow & { username: string }

const withMember = { adj: balanceAdjustments, username: members.username }

export function createBoAdjustmentsRepository(db: Db) {
  return {
    async list(q: {
      merchantId: number
      state?: string | undefined
      memberId?: number | undefined
      limit: number
      offset: number
    }): Promise<{ rows: AdjustmentWithMember[]; total: number }> {
      const where = and(
        eq(balanceAdjustments.merchantId, q.merchantId),
        q.state ? eq(balanceAdjustments.state, q.state) : undefined,
        q.memberId ? eq(balanceAdjustments.memberId, q.memberId) : undefined,
      )
      const found = await db
        .select(withMember)
        .from(balanceAdjustments)
        .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
        .where(where)
        .orderBy(desc(balanceAdjustments.createdAt), desc(balanceAdjustments.id))
        .limit(q.limit)
        .offset(q.offset)
      const [total] = await db.select({ n: count() }).from(balanceAdjustments).where(where)
      return { rows: found.map((r) => ({ ...r.adj, username: r.username })), total: Number(total?.n ?? 0) }
    },

    async byId(tx: Db | Tx, id: number): Promise<AdjustmentWithMember | null> {
      const [row] = await tx
        .select(withMember)
        .from(balanceAdjustments)
        .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
        .where(eq(balanceAdjustments.id, id))
      return row ? { ...row.adj, username: row.username } : null
    },

    async byKey(tx: Db | Tx, merchantId: number, key: string): Promise<AdjustmentWithMember | null> {
      const [row] = await tx
        .select(withMember)
        .from(balanceAdjustments)
        .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
        .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.idemKey, key)))
      return row ? { ...row.adj, username: row.username } : null
    },

    /** The new row, or null when the key was taken (by this request's twin, which then answers). */
    async insert(tx: Tx, row: typeof balanceAdjustments.$inferInsert): Promise<AdjustmentRow | null> {
      const [made] = await tx.insert(balanceAdjustments).values(row).onConflictDoNothing().returning()
      return made ?? null
    },

    /** Moves a pending adjustment to `state`; null when it is no longer pending. */
    async decide(
      tx: Tx,
      id: number,
      d: {
        state: 'applied' | 'rejected'
        decidedBy: string
        decidedById: number | null
        note: string | null
        at: Date
      },
    ): Promise<AdjustmentRow | null> {
      const [row] = await tx
        .update(balanceAdjustments)
        .set({
          state: d.state,
          decidedBy: d.decidedBy,
          decidedById: d.decidedById,
          decisionNote: d.note,
          decidedAt: d.at,
        })
        .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.state, 'pending')))
        .returning()
      return row ?? null
    },

    async setTransaction(tx: Tx, id: number, transactionId: number) {
      await tx.update(balanceAdjustments).set({ transactionId }).where(eq(balanceAdjustments.id, id))
    },

    async thresholdMinor(tx: Db | Tx, merchantId: number): Promise<bigint> {
      const [row] = await tx
        .select({ t: merchants.adjustmentThresholdMinor })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
      return row?.t ?? 0n
    },

    /**
     * The person who asked for the adjustment, as its create row in the audit log recorded it (for
     * an API key, the staff member who created the key): the adjustments table keeps the
     * credential's name only. The create row targets the member; the adjustment's id is in its detail.
     */
    async requester(tx: Db | Tx, merchantId: number, memberId: number, id: number) {
      const [row] = await tx
        .select({ person: sql<string | null>`${auditLog.detail}->>'person'` })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.merchantId, merchantId),
            eq(auditLog.action, 'adjustment.create'),
            eq(auditLog.target, String(memberId)),
            sql`${auditLog.detail}->>'adjustmentId' = ${String(id)}`,
          ),
        )
        .orderBy(sql`${auditLog.id} asc`)
        .limit(1)
      return row ?? null
    },
  }
}
export type BoAdjustmentsRepository = ReturnType<typeof createBoAdjustmentsRepository>
