/**
 * Who is calling the operator API (decision 027): a signed-in staff member (the back office's
 * cookie), a staff API key, the deprecated shared PARLOR_ADMIN_TOKEN, or this machine's tools (the
 * embedded database's local operator token). `requireAdmin` (staff-auth plugin) sets `req.staff`
 * before any `auth: 'admin'` handler runs; route() then checks the call's permission against the
 * role. Handlers check the merchant they act on with `scopedMerchant` or `assertInScope`.
 */
import { MANAGED_BY_ADMIN, StaffErrorCode, type StaffRole } from '@parlor/contract'
import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { merchants } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { AuditEntry } from '../audit/audit-log.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'

export type PrincipalKind = 'session' | 'apiKey' | 'token' | 'local'

export interface StaffPrincipal {
  kind: PrincipalKind
  /** The staff member's id (sessions) or the API key's id; null for tokens. */
  id: number | null
  /** Username, API key name, `operator-token` or `local-operator`: the audit log's actor. */
  name: string
  /**
   * The person accountable: the username, or for an API key the one who created it. Rules about
   * people (nobody approves their own adjustment) compare this, so a key is not a second person.
   */
  person: string
  role: StaffRole
  /** Merchant ids in scope; null is every merchant. */
  merchantIds: readonly number[] | null
  /** The session row (kind `session`), for sign-out. */
  sessionId?: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin on every `auth: 'admin'` call. */
    staff: StaffPrincipal
  }
}

export const inScope = (p: StaffPrincipal, merchantId: number) =>
  p.merchantIds === null || p.merchantIds.includes(merchantId)

/** Every merchant of `ids` is in the `caller` scope (null is every merchant). */
export const within = (caller: readonly number[] | null, ids: readonly number[] | null) =>
  caller === null || ids?.every((id) => caller.includes(id)) === true

/** Only an owner manages owners and admins; an admin manages the other roles. */
export function mayManageRole(caller: StaffRole, role: StaffRole) {
  return caller === 'owner' || (caller === 'admin' && MANAGED_BY_ADMIN.includes(role))
}

/** Refuses a merchant outside the caller's scope (403, `staff_out_of_scope`). */
export function assertInScope(p: StaffPrincipal, merchantId: number | null): void {
  if (merchantId === null ? p.merchantIds !== null : !inScope(p, merchantId))
    throw new AppError(403, StaffErrorCode.outOfScope)
}

/**
 * The merchant a call names, resolved and checked against the caller's scope. An unknown code and
 * one outside the scope answer alike (404), so a scoped staff member cannot list other merchants.
 */
export async function scopedMerchant(req: FastifyRequest, registry: MerchantRegistry, code: string) {
  const merchant = (await registry.current()).byCode.get(code.toLowerCase())
  if (!merchant || !inScope(req.staff, merchant.id)) throw new AppError(404, StaffErrorCode.merchantNotFound)
  return merchant
}

/** The who/where part of an audit entry for this call. */
export function auditActor(req: FastifyRequest): Pick<AuditEntry, 'actor' | 'actorType' | 'actorId' | 'ip'> {
  return { actor: req.staff.name, actorType: req.staff.kind, actorId: req.staff.id, ip: req.ip }
}

export type AuditActor = ReturnType<typeof auditActor>

/**
 * For modules without the registry at hand: the merchant a call names must be in the caller's
 * scope. Unknown and out-of-scope codes answer alike (404), like `scopedMerchant`.
 */
export function merchantScopeCheck(db: Db) {
  return async function checkMerchant(req: FastifyRequest, code: string | undefined): Promise<void> {
    if (req.staff.merchantIds === null) return
    if (code === undefined) throw new AppError(403, StaffErrorCode.outOfScope)
    const rows = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(sql`lower(${merchants.code}) = lower(${code})`)
    const id = rows[0]?.id
    if (id === undefined || !inScope(req.staff, id)) throw new AppError(404, StaffErrorCode.merchantNotFound)
  }
}
export type MerchantScopeCheck = ReturnType<typeof merchantScopeCheck>
