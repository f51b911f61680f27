/** The back office's member calls (contract backoffice-routes.ts); logic in bo-members-service.ts. */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoMembersService } from './bo-members-service.ts'

export async function boMembersRoutes(
  app: FastifyInstance,
  opts: { service: BoMembersService; registry: MerchantRegistry },
) {
  const { service, registry } = opts

  route(app, routes.boMemberList, async (req) =>
    service.list(await scopedMerchant(req, registry, req.query.merchant), req.query),
  )
  route(app, routes.boMemberGet, async (req) => service.get(req, req.params.id))
  route(app, routes.boMemberUpdate, async (req) => service.update(req, req.params.id, req.body))
  route(app, routes.boMemberResetPassword, async (req) => service.resetPassword(req, req.params.id))
  route(app, routes.boMemberRevokeSessions, async (req) => service.revokeSessions(req, req.params.id))
  route(app, routes.boMemberResetTwoStep, async (req) => service.resetTwoStep(req, req.params.id, req.body.reason))
}
