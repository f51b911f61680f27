/** The back office's rebate rate and VIP level calls (contract backoffice-routes.ts, decision 047). */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { auditActor, scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoRebateSettingsService } from './bo-rebate-settings-service.ts'

export async function boRebateSettingsRoutes(
  app: FastifyInstance,
  { service, registry }: { service: BoRebateSettingsService; registry: MerchantRegistry },
) {
  route(app, routes.boRebateSettings, async (req) =>
    service.read(await scopedMerchant(req, registry, req.query.merchant)),
  )
  route(app, routes.boRebateRatesPut, async (req) =>
    service.replaceRates(await scopedMerchant(req, registry, req.body.merchant), req.body, auditActor(req)),
  )
  route(app, routes.boVipLevelsPut, async (req) =>
    service.replaceLevels(await scopedMerchant(req, registry, req.body.merchant), req.body, auditActor(req)),
  )
}
