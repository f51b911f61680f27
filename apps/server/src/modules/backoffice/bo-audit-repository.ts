/**
 * Reading the audit log (the table is append-only: migration 0019's trigger refuses UPDATE,
 * DELETE and TRUNCATE). A scoped reader sees only entries of its merchants, never the global ones.
 */
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'

export interface AuditFilter {
  /** null: every merchant (and the global entries); a list: only those merchants. */
  merchantIds: readonly number[] | null
  actor?: string | undefined
  action?: string | undefined
  target?: string | undefined
  from?: Date | undefined
  to?: Date | undefined
}
export type AuditRecord = typeof auditLog.$inferSelect

function where(f: AuditFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.merchantIds === null
      ? undefined
      : f.merchantIds.length
        ? inArray(auditLog.merchantId, [...f.merchantIds])
        : eq(auditLog.id, -1),
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.target ? eq(auditLog.target, f.target) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lte(auditLog.createdAt, f.to) : undefined,
  ]
  return and(...conds)
}

export function createBoAuditRepository(db: Db) {
  return {
    async page(f: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRecord[]; total: number }> {
      const w = where(f)
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(w)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditLog).where(w),
      ])
      return { rows, total: totals[0]?.n ?? 0 }
    },
    newest(f: AuditFilter, limit: number): Promise<AuditRecord[]> {
      return db
        .select()
        .from(auditLog)
        .where(where(f))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
    },
  }
}
export type BoAuditRepository = ReturnType<typeof createBoAuditRepository>
