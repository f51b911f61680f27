/**
 * GET /metrics for Prometheus, and the per-request counting behind it. The answer is only for a
 * scraper holding PARLOR_METRICS_TOKEN (a bearer token, compared in constant time); without the
 * setting /metrics answers 404 like any unknown path, so an instance says nothing about itself
 * unless an operator chose to.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'
import type { Metrics } from '../lib/metrics.ts'
import { route } from '../lib/route.ts'

export const METRICS_UNAUTHORIZED = 'metrics_unauthorized'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Counts every answer, the 404s and refusals before any route included. */
export const requestMetricsPlugin = fp<{ metrics: Metrics }>(async (app: FastifyInstance, { metrics }) => {
  app.addHook('onResponse', async (req, reply) => {
    // The pattern (`/admin/members/:id`), never the URL: one series per route, whatever is asked.
    const pattern = req.routeOptions.url
    metrics.request(pattern, req.method, reply.statusCode, reply.elapsedTime / 1000)
    if (req.errorCode) metrics.error(pattern, req.errorCode)
  })
})

export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  const expected = token ? digest(token) : null
  route(app, routes.metrics, async (req, reply) => {
    if (!expected) throw new AppError(404, ErrorCode.notFound)
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    // Digests of equal length: the comparison takes the same time wherever the token differs.
    if (!timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw new AppError(401, METRICS_UNAUTHORIZED)
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics())
  })
}
