/**
 * Liveness and readiness, for load balancers and orchestrators. /health says the process is
 * alive and its database answers (never refused, never about Redis: restarting a server does not
 * bring Redis back). /ready says whether this instance should get traffic now: the database and,
 * when configured, Redis answer, and it is not draining for a shutdown.
 */
import { DEFAULT_LANGUAGE, ErrorCode, normaliseLanguage, type Readiness, routes } from '@parlor/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { translate } from '../../i18n/messages.ts'
import { route } from '../../lib/route.ts'
import type { SecurityStore } from '../../lib/store/index.ts'

/** A probe that hangs (a saturated pool, a half-open socket) counts as down well before the probe's own timeout. */
const CHECK_TIMEOUT_MS = 2000

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check().then(() => true as const), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  { database, store, isDraining }: { database: Database; store: SecurityStore; isDraining: () => boolean },
) {
  route(app, routes.health, async (_req, reply) => {
    try {
      await database.db.execute(sql`select 1`)
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true, value: { status: 'ok', database: database.kind } })
    } catch (err) {
      app.log.error({ err }, 'health check failed')
      return reply
        .code(503)
        .send({ success: false, value: { status: 'down' }, errorCode: 'unavailable', message: 'Database unavailable' })
    }
  })

  route(app, routes.ready, async (req, reply) => {
    const [db, redis] = await Promise.all([
      answers(() => database.db.execute(sql`select 1`)),
      store.kind === 'redis' ? answers(() => store.ping()) : Promise.resolve(undefined),
    ])
    const draining = isDraining()
    const down = [...(db ? [] : ['database']), ...(redis === false ? ['redis'] : []), ...(draining ? ['draining'] : [])]
    const value: Readiness = {
      status: down.length ? 'not_ready' : 'ready',
      database: db ? 'up' : 'down',
      ...(redis === undefined ? {} : { redis: redis ? 'up' : 'down' }),
      draining,
    }
    reply.header('cache-control', 'no-store')
    if (!down.length) return reply.send({ success: true, value })
    // Draining is the expected way out, not a failure worth a warning.
    if (down.some((d) => d !== 'draining')) req.log.warn({ down }, 'not ready')
    const language = normaliseLanguage(req.headers.language as string | undefined) ?? DEFAULT_LANGUAGE
    return reply.code(503).send({
      success: false,
      value,
      errorCode: ErrorCode.notReady,
      message: translate(ErrorCode.notReady, language, { parts: down.join(', ') }),
    })
  })
}
