/** The back office's agent tree (contract backoffice-routes.ts); logic in bo-agents-service.ts. */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoAgentsService } from './bo-agents-service.ts'

export async function boAgentsRoutes(
  app: FastifyInstance,
  opts: { service: BoAgentsService; registry: MerchantRegistry },
) {
  route(app, routes.boAgentTree, async (req) =>
    opts.service.tree(await scopedMerchant(req, opts.registry, req.query.merchant), req.query.parentId),
  )
  route(app, routes.boRedRains, async (req) =>
    opts.service.rains(await scopedMerchant(req, opts.registry, req.query.merchant), req.query),
  )
}
