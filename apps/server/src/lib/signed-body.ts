/**
 * Signed JSON calls from game providers: `X-Parlor-Signature: hex(HMAC-SHA256(secret, raw body))`.
 * The scope gets its own JSON parser that keeps the raw body, so the signature covers exactly
 * the bytes sent, and a hook that refuses an unsigned or tampered body before validation.
 * Used by the in-house provider and by every seamless vendor (docs/vendor-protocol.md).
 */
import { createHmac } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'
import { sameDigest } from './hash.ts'

export const SIGNATURE_HEADER = 'x-parlor-signature'
export const BAD_SIGNATURE = 'provider.signature.invalid'

export const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

/**
 * `secretOf` answers the secret the request must be signed with, or throws (an unknown vendor).
 * Call once at the top of an encapsulated scope, before its routes.
 */
export function signedJsonScope(fastify: FastifyInstance, secretOf: (req: FastifyRequest) => Promise<string>) {
  const raw = new WeakMap<FastifyRequest, string>()
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    raw.set(req, body as string)
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(new AppError(400, 'request_body_malformed'), undefined)
    }
  })
  // Before validation: an unsigned or tampered body is refused without being looked at.
  fastify.addHook('preValidation', async (req) => {
    const sent = req.headers[SIGNATURE_HEADER]
    const body = raw.get(req)
    if (typeof sent !== 'string' || body === undefined) throw new AppError(401, BAD_SIGNATURE)
    const secret = await secretOf(req)
    if (!sameDigest(sent, sign(secret, body))) throw new AppError(401, BAD_SIGNATURE)
  })
}
