/**
 * The lottery engine's calls (decision 026): thin handlers over the lottery service. Numeros,
 * results and draws are public (anyone may verify a draw); orders are the signed-in member's.
 * The operator's odds calls need a staff permission and the merchant in scope; every change is
 * written to the audit log with the odds before and after it.
 */
import { routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Db, inTransaction } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { auditActor, inScope } from '../staff/staff-principal.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import type { LotteryService } from './lottery-service.ts'

export interface LotteryRoutesOptions {
  db: Db
  service: LotteryService
}

export async function lotteryRoutes(app: FastifyInstance, o: LotteryRoutesOptions) {
  const { service } = o
  const merchants = createMerchantRepository(o.db)

  // A signed-in member sees the screen in the currency they play (trial members: demo money).
  const currencyOf = (req: FastifyRequest) =>
    req.member ? walletCurrency(req.merchant.currency, req.member.type) : req.merchant.currency

  route(app, routes.lotteryOpened, async (req) => service.opened(req.merchant.id, req.query.gameCode, currencyOf(req)))
  route(app, routes.lotteryVnOpened, async (req) =>
    service.opened(req.merchant.id, req.query.gameCode, currencyOf(req)),
  )
  route(app, routes.lotteryNear, async (req) => service.near(req.query.gameCode, req.query.size))
  route(app, routes.lotteryVnRecent, async (req) => service.near(req.query.gameCode, req.query.size))
  route(app, routes.lotteryDraw, async (req) => service.draw(req.query.gameCode, req.query.numero))

  route(app, routes.lotteryPlace, async (req) => service.place(req.member.id, req.body))
  route(app, routes.lotteryOrders, async (req) => service.orders(req.member.id, req.query))
  route(app, routes.lotteryOrderDetail, async (req) => service.detail(req.member.id, req.query.orderId))
  route(app, routes.lotteryCancel, async (req) => service.cancel(req.member.id, req.body.subOrderId))

  // Unknown and out-of-scope merchants answer alike.
  const merchantOf = async (req: FastifyRequest, code: string) => {
    const m = await merchants.findByCodeIgnoringCase(code)
    if (!m || !inScope(req.staff, m.id)) throw new AppError(404, 'merchant_not_found', { merchant: code })
    return m
  }
  route(app, routes.adminLotteryOdds, async (req) => service.odds((await merchantOf(req, req.query.merchantCode)).id))
  route(app, routes.adminLotterySetOdds, async (req) => {
    const b = req.body
    const m = await merchantOf(req, b.merchantCode)
    return inTransaction(o.db, async (tx) => {
      const oddsIn = (list: { gameCode: string; betType: string; odds: number }[]) =>
        list.find((x) => x.gameCode === b.gameCode && x.betType === b.betType)?.odds ?? null
      const before = oddsIn(await service.odds(m.id, tx))
      const all = await service.setOdds(m.id, b.gameCode, b.betType, b.odds, tx)
      const after = oddsIn(all)
      await recordAudit(tx, {
        merchantId: m.id,
        ...auditActor(req),
        action: 'lottery.odds.put',
        target: `${b.gameCode}:${b.betType}`,
        before: { odds: before },
        after: { odds: after },
        detail: {
          gameCode: b.gameCode,
          betType: b.betType,
          before,
          after,
          reset: b.odds === null,
          ...(b.operator ? { operator: b.operator } : {}),
        },
      })
      return all
    })
  })
}
