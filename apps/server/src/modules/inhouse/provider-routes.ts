/**
 * `POST /provider/inhouse/{bet,win,rollback}`: the seamless-wallet calls over HTTP, signed with
 * `X-Parlor-Signature: hex(HMAC-SHA256(secret, raw body))` (docs/game-providers.md). The raw
 * body is kept by this scope's own JSON parser, so the signature covers exactly the bytes sent.
 */
import { createHmac } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { sameDigest } from '../../lib/hash.ts'
import { route } from '../../lib/route.ts'
import { routes, toMajor } from '@parlor/contract'
import { createProviderRepository } from './provider-repository.ts'
import { ProviderErrorCode, type ProviderService, type WalletAnswer } from './provider-service.ts'

export const INHOUSE = 'INHOUSE'
export const SIGNATURE_HEADER = 'x-parlor-signature'

export const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

/** The configured secret, else the one stored on first start (generated then). */
export async function providerSecret(db: Db, provider: string, configured: string | undefined): Promise<string> {
  if (configured) return configured
  const secret = await createProviderRepository(db).secret(provider)
  if (!secret) throw new Error('provider secret missing')
  return secret
}

const answer = (a: WalletAnswer) => ({
  balance: toMajor(a.balance),
  balanceMinor: a.balance.toString(),
  currency: a.currency,
  replayed: a.replayed,
})

export async function providerRoutes(fastify: FastifyInstance, opts: { service: ProviderService; secret: string }) {
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
    if (typeof sent !== 'string' || body === undefined || !sameDigest(sent, sign(opts.secret, body)))
      throw new AppError(401, ProviderErrorCode.badSignature)
  })
  const s = opts.service
  route(fastify, routes.providerBet, async (req) => answer(await s.bet(INHOUSE, req.body)))
  route(fastify, routes.providerWin, async (req) => answer(await s.win(INHOUSE, req.body)))
  route(fastify, routes.providerRollback, async (req) => answer(await s.rollback(INHOUSE, req.body)))
}
