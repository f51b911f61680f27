import { ErrorCode, MODERN_ALGORITHM, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import type { KeyStore } from './key-store.ts'

/** `GET /wps/session/key/rsa`: the legacy modulus as plain text, or with `?scheme=oaep` the modern key. */
export async function encryptionRoutes(fastify: FastifyInstance, { keys }: { keys: KeyStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    routes.sessionKeyLegacy.path,
    { schema: { querystring: routes.sessionKeyLegacy.query } },
    async (req, reply) => {
      if (req.query.scheme === 'oaep') {
        const key = await keys.activeOaep()
        return ok({ keyId: key.id, publicKey: key.publicKey, algorithm: MODERN_ALGORITHM })
      }
      if (!req.merchant.legacyEncryption) throw new AppError(400, ErrorCode.legacyEncryptionDisabled)
      const key = await keys.activeLegacy()
      return reply.type('text/plain; charset=utf-8').send(key.modulusHex)
    },
  )
}
