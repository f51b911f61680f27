/**
 * A bound on the requests in progress at once, for the embedded database (PGlite): it runs one
 * statement at a time on the server's own thread, so under a burst of money calls every request
 * queues behind the others and waits seconds (the health check included). Past the bound a
 * request is refused before it does any work, with the retryable busy answer (503 `server_busy`,
 * Retry-After): the wait of the requests that are let in stays short.
 *
 * /health and /ready are never refused: a load balancer that saw them fail would take a working
 * server out. Nor is /metrics: a saturated server is when its numbers matter most.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { busyError } from '../db/retry.ts'

const EXEMPT = new Set(['/health', '/ready', '/metrics'])

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests in progress under the bound and the bound itself (0: unbounded), for the metrics. */
    requestBound: () => { inProgress: number; max: number }
  }
}

export const requestBoundPlugin = fp<{ max: number }>(async (app: FastifyInstance, { max }) => {
  let inProgress = 0
  app.decorate('requestBound', () => ({ inProgress, max }))
  if (max <= 0) return
  const counted = new WeakSet<FastifyRequest>()
  app.addHook('onRequest', async (req, reply) => {
    if (EXEMPT.has(req.url.split('?')[0] ?? '')) return
    if (inProgress >= max) throw busyError()
    inProgress++
    counted.add(req)
    // 'close' comes once the answer is sent or the caller went away, whichever happens.
    reply.raw.once('close', () => {
      if (counted.delete(req)) inProgress--
    })
  })
})
