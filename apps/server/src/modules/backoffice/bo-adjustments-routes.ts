/** The back office's balance adjustments (contract backoffice-routes.ts); logic in bo-adjustments-service.ts. */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoAdjustmentsService } from './bo-adjustments-service.ts'

export async function boAdjustmentsRoutes(
  app: FastifyInstance,
  opts: { service: BoAdjustmentsService; registry: MerchantRegistry },
) {
  const { service, registry } = opts
  route(app, routes.boAdjustmentList, async (req) =>
    service.list(await scopedMerchant(req, registry, req.query.merchant), req.query),
  )
  route(app, routes.boAdjustmentCreate, async (req) => service.create(req, req.body))
  route(app, routes.boAdjustmentApprove, async (req) => service.approve(req, req.params.id, req.body.note))
  route(app, routes.boAdjustmentReject, async (req) => service.reject(req, req.params.id, req.body.note))
}
