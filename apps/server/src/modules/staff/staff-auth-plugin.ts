/**
 * `requireAdmin` for every `auth: 'admin'` call, decorated on the root app before any module
 * registers one. It sets `req.staff` from, in order: the back office's `parlor_bo` session cookie,
 * a staff API key (`pak_…`) in `X-Admin-Token`, the deprecated shared PARLOR_ADMIN_TOKEN (an owner),
 * or the embedded database's local operator token when the connection comes from this machine.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { StaffErrorCode, type StaffRole } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256, STAFF_COOKIE, type StaffAuthService } from './staff-auth-service.ts'
import { mayManageRole, type StaffPrincipal, within } from './staff-principal.ts'
import type { ApiKeyRecord, StaffRepository } from './staff-repository.ts'

export const API_KEY_PREFIX = 'pak_'
const digest = (s: string) => createHash('sha256').update(s).digest()

/**
 * The connection came straight from this machine, not through a proxy in front of it. A proxy on
 * this machine connects from loopback too; it gives itself away by any of the headers proxies add
 * (nginx's usual set is X-Real-IP and X-Forwarded-Proto, not always X-Forwarded-For).
 */
export function fromLoopback(req: FastifyRequest) {
  const addr = req.socket.remoteAddress ?? ''
  const loopback = addr === '::1' || addr.startsWith('127.') || addr.startsWith('::ffff:127.')
  const proxied = Object.keys(req.headers).some(
    (h) => h === 'forwarded' || h === 'x-real-ip' || h === 'via' || h.startsWith('x-forwarded-'),
  )
  return loopback && !proxied
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A cookie rides along on cross-site requests too; a form from another site can only post
 * form or text bodies, so a change signed by the cookie must carry another type (JSON, an
 * image) or no body at all.
 */
function crossSiteSafe(req: FastifyRequest) {
  if (SAFE_METHODS.has(req.method)) return true
  const type = req.headers['content-type']
  const length = Number(req.headers['content-length'] ?? 0)
  if (type === undefined) return !length && req.headers['transfer-encoding'] === undefined
  // A page on another site can only post the CORS-safelisted types without a preflight (which this
  // server never grants); any other type (JSON, an uploaded image's) came from our own origin.
  return !/^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i.test(type)
}

export interface StaffAuthPluginOptions {
  auth: StaffAuthService
  repo: StaffRepository
  clock: Clock
  /** PARLOR_ADMIN_TOKEN (deprecated): an owner for every merchant. */
  adminToken?: string | undefined
  /** The embedded data folder's local operator token; counts from loopback only. */
  localToken?: string | undefined
}

export const staffAuthPlugin = fp<StaffAuthPluginOptions>(
  async (app: FastifyInstance, { auth, repo, clock, adminToken, localToken }) => {
    const shared = adminToken ? digest(adminToken) : null
    const local = localToken ? digest(localToken) : null
    app.decorateRequest('staff', null as unknown as StaffPrincipal)

    async function fromCookie(req: FastifyRequest): Promise<StaffPrincipal | null> {
      const token = req.cookies?.[STAFF_COOKIE]
      if (!token) return null
      // Refused before the session is read, so a cross-site request cannot keep it alive either.
      if (!crossSiteSafe(req)) throw new AppError(403, StaffErrorCode.forbidden)
      const live = await auth.session(token)
      if (!live) return null
      const s = live.staff
      return {
        kind: 'session',
        id: s.id,
        name: s.username,
        person: s.username,
        role: s.role as StaffRole,
        merchantIds: s.merchantIds ?? null,
        sessionId: live.session.id,
      }
    }

    /**
     * A key acts for the staff member who created it: it stops working once they are disabled or
     * could no longer create it (demoted, narrowed). Keys made by the shared token or the
     * command line have no such person and live until revoked.
     */
    async function creatorStillMay(key: ApiKeyRecord): Promise<boolean> {
      const creator = await repo.byUsername(key.createdBy)
      if (!creator) return true
      return (
        creator.status === 'active' &&
        mayManageRole(creator.role as StaffRole, key.role as StaffRole) &&
        within(creator.merchantIds, key.merchantIds)
      )
    }

    async function fromHeader(req: FastifyRequest): Promise<StaffPrincipal | null> {
      const given = req.headers['x-admin-token']
      if (typeof given !== 'string' || !given) return null
      if (given.startsWith(API_KEY_PREFIX)) {
        const key = await repo.liveKey(sha256(given))
        if (!key || !(await creatorStillMay(key))) return null
        await repo.touchKey(key.id, clock.now())
        return {
          kind: 'apiKey',
          id: key.id,
          name: key.name,
          person: key.createdBy,
          role: key.role as StaffRole,
          merchantIds: key.merchantIds,
        }
      }
      const got = digest(given)
      if (shared && timingSafeEqual(got, shared))
        return {
          kind: 'token',
          id: null,
          name: 'operator-token',
          person: 'operator-token',
          role: 'owner',
          merchantIds: null,
        }
      if (local && timingSafeEqual(got, local) && fromLoopback(req))
        return {
          kind: 'local',
          id: null,
          name: 'local-operator',
          person: 'local-operator',
          role: 'owner',
          merchantIds: null,
        }
      return null
    }

    app.decorate('requireAdmin', async function requireAdmin(req: FastifyRequest) {
      const principal = (await fromCookie(req)) ?? (await fromHeader(req))
      if (!principal) throw new AppError(401, StaffErrorCode.unauthorized)
      req.staff = principal
    })
  },
  { name: 'staff-auth', dependencies: ['@fastify/cookie'] },
)
