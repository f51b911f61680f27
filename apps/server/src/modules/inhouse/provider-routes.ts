/**
 * `POST /provider/inhouse/{bet,win,rollback}`: the seamless-wallet calls over HTTP, signed with
 * `X-Parlor-Signature: hex(HMAC-SHA256(secret, raw body))` (docs/game-providers.md). The raw
 * body is kept by this scope's own JSON parser, so the signature covers exactly the bytes sent.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { providerSecrets } from '../../db/schema.ts'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { sameDigest } from '../../lib/hash.ts'
import { toMajor } from '../wallet/ledger.ts'
import { ProviderErrorCode, type ProviderService, type WalletAnswer } from './provider-service.ts'

export const INHOUSE = 'INHOUSE'
export const SIGNATURE_HEADER = 'x-parlor-signature'

export const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

/** The configured secret, else the one stored on first start (generated then). */
export async function providerSecret(db: Db, provider: string, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insert(providerSecrets)
    .values({ provider, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ secret: providerSecrets.secret })
    .from(providerSecrets)
    .where(eq(providerSecrets.provider, provider))
  if (!row) throw new Error('provider secret missing')
  return row.secret
}

const id = z.string().min(1).max(100)
const minor = z
  .union([z.string().regex(/^\d{1,18}$/), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
  .transform((v) => BigInt(v))
const betBody = z.object({
  transactionId: id,
  roundId: id,
  playerId: z.number().int().min(1),
  currency: z.string().min(1).max(10),
  gameCode: id,
  amount: minor,
})
const winBody = z.object({ transactionId: id, roundId: id, playerId: z.number().int().min(1), amount: minor })
const rollbackBody = z.object({
  transactionId: id,
  roundId: id,
  playerId: z.number().int().min(1),
  betTransactionId: id,
})

const answer = (a: WalletAnswer) =>
  ok({ balance: toMajor(a.balance), balanceMinor: a.balance.toString(), currency: a.currency, replayed: a.replayed })

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
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const s = opts.service
  app.post('/provider/inhouse/bet', { schema: { body: betBody } }, async (req) =>
    answer(await s.bet(INHOUSE, req.body)),
  )
  app.post('/provider/inhouse/win', { schema: { body: winBody } }, async (req) =>
    answer(await s.win(INHOUSE, req.body)),
  )
  app.post('/provider/inhouse/rollback', { schema: { body: rollbackBody } }, async (req) =>
    answer(await s.rollback(INHOUSE, req.body)),
  )
}
