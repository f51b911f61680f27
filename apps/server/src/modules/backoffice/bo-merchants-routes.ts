/** The back office's merchant settings, maintenance windows and dashboard (contract backoffice-routes.ts). */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoMerchantsService } from './bo-merchants-service.ts'

export interface BoMerchantsDeps {
  service: BoMerchantsService
  registry: MerchantRegistry
}

export async function boMerchantsRoutes(app: FastifyInstance, { service, registry }: BoMerchantsDeps) {
  route(app, routes.boMerchantList, async (req) => service.list(req))
  route(app, routes.boMerchantGet, async (req) => service.get(await scopedMerchant(req, registry, req.params.code)))
  route(app, routes.boMerchantUpdate, async (req) =>
    service.update(req, await scopedMerchant(req, registry, req.params.code), req.body),
  )
  route(app, routes.boDashboard, async (req) =>
    service.dashboard(await scopedMerchant(req, registry, req.query.merchant)),
  )
  route(app, routes.boMaintenanceList, async (req) =>
    service.listWindows(await scopedMerchant(req, registry, req.query.merchant)),
  )
  route(app, routes.boMaintenanceCreate, async (req) =>
    service.createWindow(req, await scopedMerchant(req, registry, req.body.merchant), req.body),
  )
  route(app, routes.boMaintenanceDelete, async (req) => {
    const snapshot = await registry.current()
    const byId = new Map([...snapshot.byCode.values()].map((m) => [m.id, m]))
    return service.deleteWindow(req, req.params.id, (id) => byId.get(id))
  })
}
