/** The back office's catalogue and vendor calls per merchant (contract backoffice-routes.ts). */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { auditActor, scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoGamesService } from './bo-games-service.ts'

export async function boGamesRoutes(
  app: FastifyInstance,
  { service, registry }: { service: BoGamesService; registry: MerchantRegistry },
) {
  route(app, routes.boGameList, async (req) => {
    const m = await scopedMerchant(req, registry, req.query.merchant)
    const { merchant: _, ...q } = req.query
    return service.list({ merchantId: m.id, ...q })
  })

  route(app, routes.boGamePatch, async (req) => {
    const { merchant, ...patch } = req.body
    const m = await scopedMerchant(req, registry, merchant)
    return service.patch(m.id, req.params.id, patch, auditActor(req))
  })

  route(app, routes.boVendorList, async (req) => {
    const m = await scopedMerchant(req, registry, req.query.merchant)
    return service.vendors(m)
  })

  route(app, routes.boVendorPatch, async (req) => {
    const { merchant, ...patch } = req.body
    const m = await scopedMerchant(req, registry, merchant)
    return service.patchVendor(m, req.params.code, patch, auditActor(req))
  })
}
