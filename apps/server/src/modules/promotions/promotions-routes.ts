import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import type { PromotionsService } from './promotions-service.ts'
import type { VipService } from './vip-service.ts'

/** Promotions (decision 038): guest list, member list, claim history, join and claim; VIP progress (042). */
export async function promotionsRoutes(
  app: FastifyInstance,
  { service, vip }: { service: PromotionsService; vip: VipService },
) {
  route(app, routes.merchantAvailablePromotions, async (req) => service.list(req.merchant, null, req.language))

  route(app, routes.availablePromotions, async (req) => service.list(req.merchant, req.member, req.language))

  route(app, routes.promotionClaimList, async (req) => service.history(req.merchant, req.member, req.language))

  route(app, routes.joinPromotion, async (req) =>
    service.join(req.merchant, req.member, req.language, req.body.promotionId),
  )

  route(app, routes.claimPromotion, async (req) =>
    service.claim(req.merchant, req.member, req.language, req.body.promotionId, {
      address: req.ip,
      sessionId: req.session.id,
    }),
  )

  route(app, routes.enterRaffle, async (req) =>
    service.enterRaffle(req.merchant, req.member, req.language, req.body.promotionId),
  )

  route(app, routes.playerRankProgress, async (req) => vip.rankProgress(req.merchant, req.member))
}
