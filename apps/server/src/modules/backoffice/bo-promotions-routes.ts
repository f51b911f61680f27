/** The back office's promotion set-up calls (contract backoffice-routes.ts, decision 038). */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { auditActor, scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoPromotionsService } from './bo-promotions-service.ts'

export async function boPromotionsRoutes(
  app: FastifyInstance,
  { service, registry }: { service: BoPromotionsService; registry: MerchantRegistry },
) {
  route(app, routes.boPromotionList, async (req) =>
    service.list(await scopedMerchant(req, registry, req.query.merchant)),
  )
  route(app, routes.boPromotionCreate, async (req) =>
    service.create(await scopedMerchant(req, registry, req.body.merchant), req.body, auditActor(req)),
  )
  route(app, routes.boPromotionUpdate, async (req) =>
    service.update(req.params.id, await scopedMerchant(req, registry, req.body.merchant), req.body, auditActor(req)),
  )
  route(app, routes.boPromotionApplications, async (req) =>
    service.applications(await scopedMerchant(req, registry, req.query.merchant), req.query.status),
  )
  route(app, routes.boPromotionApprove, async (req) =>
    service.approve(req.params.id, await scopedMerchant(req, registry, req.body.merchant), auditActor(req)),
  )
  route(app, routes.boPromotionReject, async (req) =>
    service.reject(
      req.params.id,
      await scopedMerchant(req, registry, req.body.merchant),
      req.body.reason,
      auditActor(req),
    ),
  )
}
