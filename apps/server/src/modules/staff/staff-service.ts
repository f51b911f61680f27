/**
 * Managing staff and API keys. Only an owner creates or changes owners and admins (and admin
 * keys); an admin manages the other roles. A scoped caller manages only staff and keys within its
 * own merchants and cannot hand out more. The last active owner stays an active owner. Every
 * change is audited with before and after, never with a password hash or a secret.
 */
import { randomBytes } from 'node:crypto'
import { isCommonPassword, StaffErrorCode, type StaffRole, type StaffRow } from '@parlor/contract'
import type { apiKeyCreateBodySchema, staffCreateBodySchema, staffPatchBodySchema } from '@parlor/contract'
import type { z } from 'zod'
import { type Db, inTransaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import { API_KEY_PREFIX } from './staff-auth-plugin.ts'
import { scopeIds, sha256 } from './staff-auth-service.ts'
import { mayManageRole, type StaffPrincipal, within } from './staff-principal.ts'
import type { ApiKeyRecord, StaffRecord, StaffRepository } from './staff-repository.ts'

type Actor = { principal: StaffPrincipal; ip: string }
type StaffCreate = z.output<typeof staffCreateBodySchema>
type StaffPatch = z.output<typeof staffPatchBodySchema>
type KeyCreate = z.output<typeof apiKeyCreateBodySchema>

/** Scope `ids` lies within the caller's scope (null = every merchant). */
/** The names the shared and local tokens act under: no staff member may take them. */
const RESERVED_NAMES = new Set(['operator-token', 'local-operator'])

/** Refuses a common password (the members' list) with the contract's field error. */
export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password))
    throw new AppError(400, StaffErrorCode.invalidSettings, { field: 'password', detail: 'common password' })
}

export function createStaffService(d: {
  db: Db
  repo: StaffRepository
  registry: MerchantRegistry
  passwords: PasswordHasher
  clock: Clock
}) {
  const { repo, registry, clock } = d

  /**
   * Merchant codes by id, read before a transaction opens: the embedded database serves one
   * connection, so the registry must not query it while a transaction holds it.
   */
  async function namer() {
    const byId = new Map([...(await registry.current()).byCode.values()].map((m) => [m.id, m.code]))
    return (ids: readonly number[] | null): 'all' | string[] =>
      ids === null ? 'all' : ids.map((id) => byId.get(id) ?? `#${id}`)
  }
  type Namer = Awaited<ReturnType<typeof namer>>

  function row(s: StaffRecord, name: Namer): StaffRow {
    return {
      id: s.id,
      username: s.username,
      displayName: s.displayName,
      role: s.role as StaffRole,
      merchants: name(s.merchantIds),
      status: s.status === 'active' ? 'active' : 'disabled',
      totpEnrolled: s.totpSecret !== null,
      lastLoginAt: s.lastLoginAt?.toISOString() ?? null,
      createdAt: s.createdAt.toISOString(),
    }
  }
  /** What the audit log keeps of a staff member. */
  const auditView = (r: StaffRow) => ({
    username: r.username,
    displayName: r.displayName,
    role: r.role,
    merchants: r.merchants,
    status: r.status,
    totpEnrolled: r.totpEnrolled,
  })

  function keyRow(k: ApiKeyRecord, name: Namer) {
    return {
      id: k.id,
      name: k.name,
      role: k.role as StaffRole,
      merchants: name(k.merchantIds),
      prefix: k.prefix,
      createdBy: k.createdBy,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      revokedAt: k.revokedAt?.toISOString() ?? null,
    }
  }
  const keyAudit = (k: ReturnType<typeof keyRow>) => ({
    name: k.name,
    role: k.role,
    merchants: k.merchants,
    prefix: k.prefix,
    revoked: k.revokedAt !== null,
  })

  const actorOf = ({ principal, ip }: Actor) => ({
    actor: principal.name,
    actorType: principal.kind,
    actorId: principal.id,
    ip,
  })

  return {
    async list(caller: StaffPrincipal): Promise<StaffRow[]> {
      const [all, name] = await Promise.all([repo.list(), namer()])
      return all.filter((s) => within(caller.merchantIds, s.merchantIds)).map((s) => row(s, name))
    },

    async create(by: Actor, b: StaffCreate): Promise<StaffRow> {
      const caller = by.principal
      if (!mayManageRole(caller.role, b.role)) throw new AppError(403, StaffErrorCode.ownerRequired)
      const merchantIds = await scopeIds(registry, b.merchants)
      if (!within(caller.merchantIds, merchantIds)) throw new AppError(403, StaffErrorCode.outOfScope)
      refuseCommonPassword(b.password)
      if (RESERVED_NAMES.has(b.username) || (await repo.byUsername(b.username)))
        throw new AppError(409, StaffErrorCode.usernameTaken)
      const passwordHash = await d.passwords.hash(b.password)
      const name = await namer()
      const created = await inTransaction(d.db, async (tx) => {
        const s = await repo
          .insert(tx, {
            username: b.username,
            displayName: b.displayName,
            passwordHash,
            role: b.role,
            merchantIds,
            createdBy: caller.name,
          })
          .catch((err: unknown) => {
            // Two creations of one name at once: the unique index decides.
            if (isUniqueViolation(err)) return null
            throw err
          })
        if (!s) throw new AppError(409, StaffErrorCode.usernameTaken)
        const r = row(s, name)
        await recordAudit(tx, {
          merchantId: null,
          ...actorOf(by),
          action: 'staff.create',
          target: `staff:${s.username}`,
          before: null,
          after: auditView(r),
        })
        return r
      })
      return created
    },

    async patch(by: Actor, id: number, b: StaffPatch): Promise<StaffRow> {
      const caller = by.principal
      const current = await repo.byId(id)
      if (!current || !within(caller.merchantIds, current.merchantIds)) throw new AppError(404, StaffErrorCode.notFound)
      const role = current.role as StaffRole
      if (!mayManageRole(caller.role, role) || (b.role && !mayManageRole(caller.role, b.role)))
        throw new AppError(403, StaffErrorCode.ownerRequired)
      const merchantIds = b.merchants === undefined ? undefined : await scopeIds(registry, b.merchants)
      if (merchantIds !== undefined && !within(caller.merchantIds, merchantIds))
        throw new AppError(403, StaffErrorCode.outOfScope)
      if (b.password !== undefined) refuseCommonPassword(b.password)
      const passwordHash = b.password === undefined ? undefined : await d.passwords.hash(b.password)
      const name = await namer()
      return inTransaction(d.db, async (tx) => {
        // An owner of every merchant stops being one when demoted, disabled or narrowed to a list;
        // the deployment always keeps one, or nobody could manage staff of a new merchant.
        const demotes =
          role === 'owner' &&
          current.status === 'active' &&
          current.merchantIds === null &&
          ((b.role !== undefined && b.role !== 'owner') || b.status === 'disabled' || (merchantIds ?? null) !== null)
        if (demotes) {
          await repo.lockOwners(tx)
          if ((await repo.activeOwners(tx)) <= 1) throw new AppError(409, StaffErrorCode.lastOwner)
        }
        const before = row(current, name)
        const updated = await repo.update(tx, id, {
          ...(b.displayName !== undefined ? { displayName: b.displayName } : {}),
          ...(b.role !== undefined ? { role: b.role } : {}),
          ...(merchantIds !== undefined ? { merchantIds } : {}),
          ...(b.status !== undefined ? { status: b.status } : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
          ...(b.resetTotp ? { totpSecret: null, totpLastStep: null } : {}),
        })
        if (!updated) throw new AppError(404, StaffErrorCode.notFound)
        if (b.resetTotp) await repo.replaceCodes(tx, id, [])
        // A disabled account, a new password or a new authenticator ends every open session.
        const endSessions = b.status === 'disabled' || passwordHash !== undefined || b.resetTotp === true
        const revokedSessions = endSessions ? await repo.revokeStaffSessions(tx, id, clock.now()) : 0
        // ...and every sign-in half done: a ticket won with the old password must not finish.
        if (endSessions) await repo.revokeStaffTickets(tx, id, clock.now())
        const after = row(updated, name)
        await recordAudit(tx, {
          merchantId: null,
          ...actorOf(by),
          action: 'staff.update',
          target: `staff:${updated.username}`,
          before: auditView(before),
          after: auditView(after),
          detail: {
            ...(passwordHash !== undefined ? { passwordChanged: true } : {}),
            ...(b.resetTotp ? { totpReset: true } : {}),
            ...(revokedSessions ? { revokedSessions } : {}),
          },
        })
        return after
      })
    },

    async listKeys(caller: StaffPrincipal) {
      const [keys, name] = await Promise.all([repo.listKeys(), namer()])
      return keys.filter((k) => within(caller.merchantIds, k.merchantIds)).map((k) => keyRow(k, name))
    },

    async createKey(by: Actor, b: KeyCreate) {
      const caller = by.principal
      if (!mayManageRole(caller.role, b.role)) throw new AppError(403, StaffErrorCode.ownerRequired)
      const merchantIds = await scopeIds(registry, b.merchants)
      if (!within(caller.merchantIds, merchantIds)) throw new AppError(403, StaffErrorCode.outOfScope)
      const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
      const name = await namer()
      return inTransaction(d.db, async (tx) => {
        const k = await repo.insertKey(tx, {
          name: b.name,
          keyHash: sha256(secret),
          prefix: secret.slice(0, 12),
          role: b.role,
          merchantIds,
          // The person, not the credential: a key made with a key acts for that key's creator.
          createdBy: caller.person,
        })
        const r = keyRow(k, name)
        await recordAudit(tx, {
          merchantId: null,
          ...actorOf(by),
          action: 'apikey.create',
          target: `apiKey:${k.id}`,
          before: null,
          after: keyAudit(r),
        })
        return { ...r, secret }
      })
    },

    async revokeKey(by: Actor, id: number) {
      const caller = by.principal
      const k = await repo.keyById(id)
      if (!k || k.revokedAt || !within(caller.merchantIds, k.merchantIds))
        throw new AppError(404, StaffErrorCode.notFound)
      if (!mayManageRole(caller.role, k.role as StaffRole)) throw new AppError(403, StaffErrorCode.ownerRequired)
      const name = await namer()
      await inTransaction(d.db, async (tx) => {
        const revoked = await repo.revokeKey(tx, id, clock.now())
        if (!revoked) throw new AppError(404, StaffErrorCode.notFound)
        await recordAudit(tx, {
          merchantId: null,
          ...actorOf(by),
          action: 'apikey.revoke',
          target: `apiKey:${id}`,
          before: keyAudit(keyRow(k, name)),
          after: keyAudit(keyRow(revoked, name)),
        })
      })
      return { ok: true as const }
    },
  }
}
export type StaffService = ReturnType<typeof createStaffService>
