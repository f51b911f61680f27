import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import type { RgService } from './rg-service.ts'

/** Responsible gaming (decision 040): limits, breaks and their history. */
export async function rgRoutes(app: FastifyInstance, { service }: { service: RgService }) {
  route(app, routes.rgSettings, async (req) => service.settings(req.merchant, req.member.id))
  route(app, routes.rgSetLimit, async (req) => service.setLimit(req.merchant, req.member.id, req.body))
  route(app, routes.rgSetTimeLimit, async (req) => service.setTimeLimit(req.merchant, req.member.id, req.body))
  route(app, routes.rgTakeBreak, async (req) => service.takeBreak(req.merchant, req.member.id, req.body))
  route(app, routes.rgHistory, async (req) => service.history(req.member.id))
}
