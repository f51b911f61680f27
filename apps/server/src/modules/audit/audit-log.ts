/**
 * The operators' audit log: one row per operator action, written in the same database
 * transaction as the change it records, so a change without its audit row cannot commit.
 */
import { auditLog } from '../../db/schema.ts'
import type { Db, Tx } from '../../db/client.ts'

export interface AuditEntry {
  merchantId: number | null
  /** Who acted: the operator name given to the operator API. */
  actor: string
  /** Dotted verb, e.g. `deposit.confirm`, `withdrawal.approve`, `channel.put`. */
  action: string
  /** What it acted on: an order number, a channel code, a member id. */
  target?: string | null
  detail?: Record<string, unknown>
}

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    merchantId: entry.merchantId,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? {},
  })
}
