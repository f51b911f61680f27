/**
 * Staff sign-in (`/admin/auth/*`) and the management of staff and API keys (`/admin/staff`,
 * `/admin/api-keys`). The session travels only in the HttpOnly `parlor_bo` cookie.
 */
import { routes, StaffErrorCode } from '@parlor/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { STAFF_COOKIE, type SignedIn, type StaffAuthService } from './staff-auth-service.ts'
import type { StaffRepository } from './staff-repository.ts'
import type { StaffService } from './staff-service.ts'

const COOKIE_PATH = '/admin'

function setSessionCookie(req: FastifyRequest, reply: FastifyReply, s: SignedIn) {
  reply.setCookie(STAFF_COOKIE, s.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: req.protocol === 'https',
    expires: s.expiresAt,
  })
  return { me: s.me, ...(s.recoveryCodes ? { recoveryCodes: s.recoveryCodes } : {}) }
}

export async function staffRoutes(
  app: FastifyInstance,
  o: { auth: StaffAuthService; service: StaffService; repo: StaffRepository },
) {
  const ua = (req: FastifyRequest) => req.headers['user-agent']

  route(app, routes.staffLogin, async (req) => o.auth.login(req.body.username, req.body.password, req.ip))
  route(app, routes.staffOtp, async (req, reply) =>
    setSessionCookie(req, reply, await o.auth.otp(req.body.ticket, req.body.code, req.ip, ua(req))),
  )
  route(app, routes.staffEnrol, async (req, reply) =>
    setSessionCookie(req, reply, await o.auth.enrol(req.body.ticket, req.body.code, req.ip, ua(req))),
  )

  /** Calls only a signed-in person makes: a key or a token has no account behind it. */
  const signedInStaff = async (req: FastifyRequest) => {
    const s = req.staff.kind === 'session' && req.staff.id !== null ? await o.repo.byId(req.staff.id) : null
    if (!s) throw new AppError(403, StaffErrorCode.forbidden)
    return s
  }

  route(app, routes.staffMe, async (req) => {
    if (req.staff.kind === 'session') return o.auth.me(await signedInStaff(req))
    // Keys and tokens: who they act as, so scripts can check their key.
    const p = req.staff
    const me = await o.auth.me({
      id: p.id ?? 0,
      username: p.name,
      displayName: p.name,
      role: p.role,
      merchantIds: p.merchantIds === null ? null : [...p.merchantIds],
    } as Parameters<StaffAuthService['me']>[0])
    return { ...me, recoveryCodesLeft: 0 }
  })

  route(app, routes.staffLogout, async (req, reply) => {
    if (req.staff.sessionId !== undefined) await o.auth.logout(req.staff.sessionId)
    reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH })
    return { ok: true as const }
  })

  route(app, routes.staffRecoveryCodes, async (req) => {
    const s = await signedInStaff(req)
    return { recoveryCodes: await o.auth.regenerateCodes(s.id, req.body.code, req.ip) }
  })

  const actor = (req: FastifyRequest) => ({ principal: req.staff, ip: req.ip })
  route(app, routes.boStaffList, async (req) => o.service.list(req.staff))
  route(app, routes.boStaffCreate, async (req) => o.service.create(actor(req), req.body))
  route(app, routes.boStaffPatch, async (req) => o.service.patch(actor(req), req.params.id, req.body))
  route(app, routes.boApiKeyList, async (req) => o.service.listKeys(req.staff))
  route(app, routes.boApiKeyCreate, async (req) => o.service.createKey(actor(req), req.body))
  route(app, routes.boApiKeyRevoke, async (req) => o.service.revokeKey(actor(req), req.params.id))
}
