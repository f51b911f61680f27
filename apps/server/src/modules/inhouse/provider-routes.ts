/**
 * `POST /provider/inhouse/{bet,win,rollback}`: the seamless-wallet calls over HTTP, signed with
 * `X-Parlor-Signature: hex(HMAC-SHA256(secret, raw body))` (docs/game-providers.md). The raw
 * body is kept by this scope's own JSON parser, so the signature covers exactly the bytes sent.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { route } from '../../lib/route.ts'
import { signedJsonScope } from '../../lib/signed-body.ts'
import { routes, toMajor } from '@parlor/contract'
import { createProviderRepository } from './provider-repository.ts'
import type { ProviderService, WalletAnswer } from './provider-service.ts'

export const INHOUSE = 'INHOUSE'
export { SIGNATURE_HEADER, sign } from '../../lib/signed-body.ts'

/** The configured secret, else the one stored on first start (generated then). */
export async function providerSecret(db: Db, provider: string, configured: string | undefined): Promise<string> {
  if (configured) return configured
  const secret = await createProviderRepository(db).secret(provider)
  if (!secret) throw new Error('provider secret missing')
  return secret
}

export const walletAnswer = (a: WalletAnswer) => ({
  balance: toMajor(a.balance),
  balanceMinor: a.balance.toString(),
  currency: a.currency,
  replayed: a.replayed,
})

export async function providerRoutes(fastify: FastifyInstance, opts: { service: ProviderService; secret: string }) {
  signedJsonScope(fastify, async () => opts.secret)
  const s = opts.service
  route(fastify, routes.providerBet, async (req) => walletAnswer(await s.bet(INHOUSE, req.body)))
  route(fastify, routes.providerWin, async (req) => walletAnswer(await s.win(INHOUSE, req.body)))
  route(fastify, routes.providerRollback, async (req) => walletAnswer(await s.rollback(INHOUSE, req.body)))
}
