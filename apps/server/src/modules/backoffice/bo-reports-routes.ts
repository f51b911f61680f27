/** The back office's reports (contract backoffice-routes.ts); logic in bo-reports-service.ts. */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoReportsService } from './bo-reports-service.ts'

export async function boReportsRoutes(
  app: FastifyInstance,
  opts: { service: BoReportsService; registry: MerchantRegistry },
) {
  const { service, registry } = opts
  const merchant = (req: Parameters<typeof scopedMerchant>[0], code: string) => scopedMerchant(req, registry, code)
  route(app, routes.boReportGgr, async (req) => service.ggr(await merchant(req, req.query.merchant), req.query))
  route(app, routes.boReportCashier, async (req) => service.cashier(await merchant(req, req.query.merchant), req.query))
  route(app, routes.boReportPlayers, async (req) => service.players(await merchant(req, req.query.merchant), req.query))
  route(app, routes.boReportAgents, async (req) => service.agents(await merchant(req, req.query.merchant), req.query))
}
