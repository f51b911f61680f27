/**
 * The operators' audit log: one row per operator action, written in the same database
 * transaction as the change it records, so a change without its audit row cannot commit. The
 * table is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE, migration 0019).
 *
 * `target` names the record whose trail the back office shows beside it
 * (`GET /admin/audit?target=<x>`, an exact match), so every action on one record must write the
 * same target; ids of sub-records go in `detail`:
 * - a member (state, status, password reset, sessions, inbox message to them, balance adjustments
 *   created, approved or rejected): the member id as a bare number, `"42"` (`detail.adjustmentId`,
 *   `detail.messageId`); a broadcast message: `inbox:<id>`
 * - a merchant (settings, flags, cashier settings, maintenance windows, the merchant's own
 *   vendor windows too): the merchant code, `demo` (`detail.windowId`, `detail.vendorCode`)
 * - a vendor (per-merchant switches, integration): the vendor code, `JL`
 * - a game: `game:<id>`; an announcement of any type: `announcement:<id>`; a help entry: `help:<id>`
 * - staff: `staff:<username>`; an API key: `apiKey:<id>`
 * - a deposit or withdrawal: its order number; a payment channel: its code; lottery odds:
 *   `<gameCode>:<betType>`; an uploaded image: its URL
 * Only member ids are bare numbers: every other numeric id carries its prefix.
 */
import { auditLog } from '../../db/schema.ts'
import type { Db, Tx } from '../../db/client.ts'

export interface AuditEntry {
  merchantId: number | null
  /** Who acted: the staff member's username, the API key's name, or the token's name. */
  actor: string
  /** session, apiKey, token, local or system (staff-principal.ts). */
  actorType?: string
  actorId?: number | null
  /** The caller's address. */
  ip?: string | null
  /** Dotted verb, e.g. `deposit.confirm`, `withdrawal.approve`, `channel.put`. */
  action: string
  /** The record whose trail this row joins (convention above). */
  target?: string | null
  /** The record as it was and as it became (only the fields that matter to a reader). */
  before?: unknown
  after?: unknown
  detail?: Record<string, unknown>
}

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    merchantId: entry.merchantId,
    actor: entry.actor,
    actorType: entry.actorType ?? 'system',
    actorId: entry.actorId ?? null,
    ip: entry.ip ?? null,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    detail: entry.detail ?? {},
  })
}
