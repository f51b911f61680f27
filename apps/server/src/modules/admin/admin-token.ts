/**
 * The operator token check (`X-Admin-Token`), compared in constant time so the token cannot be
 * guessed byte by byte. Calls marked `auth: 'admin'` in the contract run it as `requireAdmin`.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors.ts'

const digest = (s: string) => createHash('sha256').update(s).digest()

/** The connection came straight from this machine, not through a proxy in front of it. */
function fromLoopback(req: FastifyRequest) {
  const addr = req.socket.remoteAddress ?? ''
  const loopback = addr === '::1' || addr.startsWith('127.') || addr.startsWith('::ffff:127.')
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined
}

/** `localToken` (the embedded database's operator token file) counts only from loopback. */
export function adminTokenCheck(token: string | undefined, localToken?: string) {
  const expected = token ? digest(token) : null
  const expectedLocal = localToken ? digest(localToken) : null
  return async function requireAdmin(req: FastifyRequest) {
    const given = req.headers['x-admin-token']
    const got = typeof given === 'string' ? digest(given) : null
    const okShared = got !== null && expected !== null && timingSafeEqual(got, expected)
    const okLocal = got !== null && expectedLocal !== null && timingSafeEqual(got, expectedLocal) && fromLoopback(req)
    if (!okShared && !okLocal) throw new AppError(401, 'admin_unauthorized')
  }
}

/**
 * Registers an area's operator calls in a scope whose `requireAdmin` is the token check. Without
 * any token configured the calls still exist and answer 401, like every operator call.
 */
export function operatorScope(
  app: FastifyInstance,
  tokens: { token?: string | undefined; localToken?: string | undefined },
  register: (scope: FastifyInstance) => void,
) {
  return app.register(async (scope) => {
    scope.decorate('requireAdmin', adminTokenCheck(tokens.token, tokens.localToken))
    register(scope)
  })
}
