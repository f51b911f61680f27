import { ErrorCode, MODERN_ALGORITHM, type RouteValue, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { KeyStore } from './key-store.ts'

/**
 * `GET /wps/session/key/rsa`: the legacy modulus as plain text, or with `?scheme=oaep` the modern key.
 * One route serves both entries (sessionKeyLegacy, sessionKeyOaep), so it is registered as the raw
 * one and wraps the modern answer in the envelope itself.
 */
export async function encryptionRoutes(app: FastifyInstance, { keys }: { keys: KeyStore }) {
  route(app, routes.sessionKeyLegacy, async (req, reply) => {
    if (req.query.scheme === 'oaep') {
      const key = await keys.activeOaep()
      return ok<RouteValue<typeof routes.sessionKeyOaep>>({
        keyId: key.id,
        publicKey: key.publicKey,
        algorithm: MODERN_ALGORITHM,
      })
    }
    if (!req.merchant.legacyEncryption) throw new AppError(400, ErrorCode.legacyEncryptionDisabled)
    const key = await keys.activeLegacy()
    return reply.type('text/plain; charset=utf-8').send(key.modulusHex)
  })
}
