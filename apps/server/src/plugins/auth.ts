/**
 * Who is calling: the raw session token in `Authorization` (wire-contract §1.2; a "Bearer "
 * prefix is tolerated) is hashed and looked up on every request that needs it. No session is
 * cached, so a logout, password change or disabled account takes effect on the next request.
 *
 * Routes opt in with `onRequest: app.requireMember` (or `requireRealMember`, which also refuses
 * trial members), so an anonymous caller is refused before its body is read.
 *
 * A session that must change its password first (first login, expired password under
 * PWDEXPFORCECHANGE3, the default password: `changePassword` on the session) reaches only
 * DURING_FORCED_CHANGE; every other member-only call answers 403 `password.change.required`.
 * Public calls that answer more to a member (`identifyMember`: the home's first-login popup) still
 * see the member: they show no money and open no games.
 */
import { ErrorCode, isTrialType, RgErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Clock } from '../lib/clock.ts'
import { AppError } from '../lib/errors.ts'
import { sha256Hex } from '../lib/hash.ts'
import type { SessionRepository } from '../modules/session/session-repository.ts'

export interface AuthMember {
  id: number
  merchantId: number
  username: string
  type: number
}

export interface AuthSession {
  id: number
  changePassword: boolean
  createdAt: Date
  expiresAt: Date
  loginType: string
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null
    session: AuthSession | null
  }
  interface FastifyInstance {
    requireMember: onRequestAsyncHookHandler
    requireRealMember: onRequestAsyncHookHandler
    /** For calls open to everyone that answer more to a member: never refuses. */
    identifyMember: onRequestAsyncHookHandler
  }
}

/** Values clients send for "no token" (empty headers, serialised nulls). */
const EMPTY = new Set(['', 'null', 'undefined', 'false'])
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/

/**
 * The member calls a session awaiting its forced password change may make: what the web app's
 * change-password screen needs (accounts-and-access §Change password screen) and nothing that
 * shows money or opens games.
 * - GET /wps/member/info: the shell greets the member and reads the account type (no balances).
 * - POST /wps/member/password: the change itself, which lifts the hold.
 * - DELETE and POST /wps/session/logout: signing out instead.
 * Public calls (system status, encryption keys, captcha) need no member and are not affected.
 */
const DURING_FORCED_CHANGE: ReadonlySet<string> = new Set([
  routes.memberInfo.path,
  routes.memberPassword.path,
  routes.sessionLogout.path,
])

/** null: no token sent; '': something unusable sent. */
export function tokenFrom(header: string | string[] | undefined): string | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() ?? ''
  const token = raw.replace(/^bearer\s+/i, '').trim()
  if (EMPTY.has(token)) return null
  return TOKEN_SHAPE.test(token) ? token : ''
}

/**
 * Responsible gaming's session-time count (decision 044), run with each touch: false ends the
 * session (the member's time limit is used up).
 */
export type SessionActivity = (member: { id: number; timeZone: string }, lastSeen: Date, now: Date) => Promise<boolean>

export const authPlugin = fp<{ sessions: SessionRepository; clock: Clock; idleMs: number; activity?: SessionActivity }>(
  async (app: FastifyInstance, { sessions, clock, idleMs, activity }) => {
    app.decorateRequest('member', null)
    app.decorateRequest('session', null)
    // Writing last-seen on every call would double the database work; a minute's slack is enough.
    const touchEveryMs = Math.min(60_000, Math.floor(idleMs / 10))

    /** `hold`: refuse a session awaiting its forced password change outside DURING_FORCED_CHANGE. */
    async function authenticate(request: FastifyRequest, hold: boolean): Promise<void> {
      const token = tokenFrom(request.headers.authorization)
      if (token === null) throw new AppError(401, ErrorCode.customerNotLogin)
      if (!token) throw new AppError(401, ErrorCode.tokenInvalid)
      const found = await sessions.findByTokenHash(sha256Hex(token))
      const now = clock.now()
      const s = found?.session
      if (
        !found ||
        !s ||
        s.revokedAt ||
        s.expiresAt <= now ||
        s.idleExpiresAt <= now ||
        found.member.status !== 1 ||
        // A token belongs to the merchant it was issued for.
        s.merchantId !== request.merchant?.id
      ) {
        throw new AppError(401, ErrorCode.tokenInvalid)
      }
      // Routes are matched by their declared path, so no spelling of a URL slips past this.
      if (hold && s.changePassword && !DURING_FORCED_CHANGE.has(request.routeOptions.url ?? ''))
        throw new AppError(403, ErrorCode.passwordChangeRequired)
      if (now.getTime() - s.lastSeenAt.getTime() >= touchEveryMs) {
        const idle = new Date(Math.min(now.getTime() + idleMs, s.expiresAt.getTime()))
        await sessions.touch(s.id, now, idle)
        const timeZone = request.merchant?.timeZone
        if (activity && timeZone && !(await activity({ id: found.member.id, timeZone }, s.lastSeenAt, now))) {
          await sessions.revoke(s.id, 'rg_time', now)
          throw new AppError(401, RgErrorCode.sessionTimeUsed)
        }
      }
      request.member = { ...found.member }
      request.session = {
        id: s.id,
        changePassword: s.changePassword,
        createdAt: s.createdAt,
        expiresAt: s.expiresAt,
        loginType: s.loginType,
      }
    }

    app.decorate('requireMember', async function requireMember(request: FastifyRequest) {
      await authenticate(request, true)
    } as onRequestAsyncHookHandler)

    app.decorate('identifyMember', async function identifyMember(request: FastifyRequest) {
      if (tokenFrom(request.headers.authorization) === null) return
      // A stale or foreign token on a public call just means "anonymous".
      await authenticate(request, false).catch((err: unknown) => {
        if (!(err instanceof AppError)) throw err
        request.member = null
        request.session = null
      })
    } as onRequestAsyncHookHandler)

    app.decorate('requireRealMember', async function requireRealMember(request: FastifyRequest) {
      await authenticate(request, true)
      if (request.member && isTrialType(request.member.type)) throw new AppError(403, ErrorCode.inNeedTrueAccount)
    } as onRequestAsyncHookHandler)
  },
)
