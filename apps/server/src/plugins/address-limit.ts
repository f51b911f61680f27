/**
 * One budget of requests per client address (as Fastify reads it, through PARLOR_TRUSTED_PROXIES),
 * in front of every route and of the not-found answer: a single address flooding the server is
 * refused with 429 before any work is done. The per-account and per-purpose limits of sign-in,
 * SMS, registration and the rest still apply on top; this one only stops floods.
 *
 * The count is shared through Redis when REDIS_URL is set, so instances behind one balancer count
 * one address together. Redis failing must not take the site down with it: the limit is then
 * skipped (skipOnError) rather than answering 500, and the client fails fast instead of queueing.
 */
import fastifyRateLimit from '@fastify/rate-limit'
import { ErrorCode } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { AppError } from '../lib/errors.ts'

/**
 * Load balancers and scrapers poll these from one address all day; a refused health check
 * would take a working instance out of rotation.
 */
const EXEMPT_PATHS = new Set(['/health', '/ready', '/metrics'])
/**
 * Signed server-to-server calls: a game vendor's wallet calls for all its players and a payment
 * provider's notifications come from a handful of addresses. A 429 there would roll back bets or
 * delay credits for every player; the signature check is their gate.
 */
const EXEMPT_PREFIXES = ['/provider/', '/payments/notify/']

/** Addresses counted at once by the in-memory store; beyond it the least recent ones are forgotten. */
const LOCAL_ADDRESSES_MAX = 10_000

export interface AddressLimitOptions {
  max: number
  windowMs: number
  redisUrl?: string | undefined
  redisPrefix: string
}

function exempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? ''
  return EXEMPT_PATHS.has(path) || EXEMPT_PREFIXES.some((p) => path.startsWith(p))
}

export const addressLimitPlugin = fp<AddressLimitOptions>(async (app: FastifyInstance, opts) => {
  if (opts.max <= 0) return
  let redis: Redis | undefined
  if (opts.redisUrl) {
    const client = new Redis(opts.redisUrl, {
      // Without a connection a command fails at once (and the request goes through) instead of
      // waiting in a queue for a Redis that may be gone for minutes.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
    })
    let down = false
    client.on('error', (err) => {
      if (down) return
      down = true
      app.log.warn({ err }, 'the address limit cannot reach Redis; requests are not counted until it is back')
    })
    client.on('ready', () => {
      if (down) app.log.info('the address limit reaches Redis again')
      down = false
    })
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect())
    })
    // Commands fail while the first connection is made: wait for it (or its failure), so that
    // counting starts with the first request, but never hold the start up for long.
    await new Promise<void>((done) => {
      const timer = setTimeout(done, 2000)
      const settle = () => {
        clearTimeout(timer)
        done()
      }
      client.once('ready', settle)
      client.once('error', settle)
    })
    redis = client
  }
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    max: opts.max,
    timeWindow: opts.windowMs,
    cache: LOCAL_ADDRESSES_MAX,
    ...(redis ? { redis, nameSpace: `${opts.redisPrefix}address-limit:` } : {}),
    skipOnError: true,
    allowList: (request) => exempt(request),
    // Thrown into the one error handler: the envelope in the caller's language. Retry-After is
    // already on the reply.
    errorResponseBuilder: (_request, context) => new AppError(context.statusCode, ErrorCode.tooManyRequests),
  })
  // The plugin's own hook is added per route as routes are declared; this one also covers the
  // not-found answer (unknown paths are the cheapest flood) and routes declared before it.
  app.addHook('onRequest', app.rateLimit())
})
