import { sql } from 'drizzle-orm'
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../lib/route.ts'

/** For load balancers: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
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
}
