/**
 * Deposit calls over HTTP (contract cashier-routes.ts): the member's cashier, the operator's
 * review and channel calls (in an operator scope with the token check),
 * and the scheduled reconciliation. Rules live in the deposit services this file builds.
 */
import { RECEIPT_LIMITS, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { sendImageDownload } from '../../lib/image-upload.ts'
import { runEvery } from '../../lib/periodic.ts'
import { route } from '../../lib/route.ts'
import { auditActor, type MerchantScopeCheck } from '../staff/staff-principal.ts'
import type { ProviderRegistry } from '../payments/provider-registry.ts'
import { createDepositChannelsRepository } from './deposit-channels-repository.ts'
import { createDepositChannelsService } from './deposit-channels-service.ts'
import { createDepositCore, type DepositDeps } from './deposit-core.ts'
import { createDepositPaymentsService } from './deposit-payments-service.ts'
import { createDepositRecordsService } from './deposit-records-service.ts'
import { createDepositReviewService, type DepositReviewService } from './deposit-review-service.ts'
import { createDepositsRepository } from './deposits-repository.ts'
import { createGatewayDepositsService } from './gateway-deposits-service.ts'
import { createManualDepositsService } from './manual-deposits-service.ts'

/** The deposit services, built once: the routes take them, the payment notifications take `payments`. */
export function createDepositServices(o: {
  db: Db
  providers: ProviderRegistry
  clock: Clock
  publicUrl: string
  onCredited?: DepositDeps['onCredited']
}) {
  const deps: DepositDeps = {
    ...o,
    repo: createDepositsRepository(o.db),
    channelRepo: createDepositChannelsRepository(o.db),
  }
  const core = createDepositCore(deps)
  const payments = createDepositPaymentsService(deps, core)
  return {
    channels: createDepositChannelsService(deps, core),
    gateway: createGatewayDepositsService(deps, core),
    manual: createManualDepositsService(deps, core),
    records: createDepositRecordsService(deps, core),
    payments,
    review: createDepositReviewService(deps, core, payments),
  }
}
export type DepositServices = ReturnType<typeof createDepositServices>

/** A 5 MB receipt base64-encoded plus the form; only the manual transfer takes bodies this large. */
const MANUAL_BODY_LIMIT = Math.ceil((RECEIPT_LIMITS.bytesMax * 4) / 3) + 64 * 1024

const lang = (req: FastifyRequest) => req.language ?? req.merchant.defaultLanguage

export interface DepositRoutesOptions {
  services: DepositServices
  /** 0: no scheduled reconciliation (the operator's call still runs it). */
  reconcileMs: number
  /** The operator calls' merchant must be in the caller's scope. */
  inScope: MerchantScopeCheck
}

export async function depositRoutes(app: FastifyInstance, o: DepositRoutesOptions) {
  const { reconcileMs } = o
  const { channels, gateway, manual, records, payments, review } = o.services
  route(app, routes.depositChannels, async (req) => channels.channels(req.merchant, lang(req)))
  route(app, routes.depositPromos, async (req) => channels.promos(req.merchant, req.member, lang(req)))
  route(app, routes.depositGateway, async (req) => gateway.gateway(req.merchant, req.member, lang(req), req.body))
  route(app, routes.depositAlipay, async (req) =>
    gateway.gateway(req.merchant, req.member, lang(req), req.body, 'alipay'),
  )
  route(app, routes.depositQq, async (req) => gateway.gateway(req.merchant, req.member, lang(req), req.body, 'qq'))
  route(app, routes.depositWechat, async (req) =>
    gateway.gateway(req.merchant, req.member, lang(req), req.body, 'wechat'),
  )
  route(app, routes.depositManualInfo, async (req) => channels.manualInfo(req.merchant, lang(req), req.query.channelId))
  route(app, routes.depositManual, async (req) => manual.manual(req.merchant, req.member, lang(req), req.body), {
    bodyLimit: MANUAL_BODY_LIMIT,
  })
  route(app, routes.acceptPromo, async (req) =>
    channels.acceptPromo(req.merchant, req.member, lang(req), req.body.orderNo, req.body.promoId),
  )
  route(app, routes.depositStatus, async (req) => records.status(req.member, lang(req), req.query.orderNo))
  route(app, routes.depositRecords, async (req) => records.records(req.member, lang(req), req.query))

  // Pending gateway deposits whose notification never came: asked about, credited or closed.
  if (reconcileMs > 0) {
    const reconciliation = runEvery(
      reconcileMs,
      () => payments.reconcile(),
      (err) => app.log.warn({ err }, 'deposit reconciliation failed'),
    )
    app.addHook('onClose', () => reconciliation.stop())
  }

  depositAdminRoutes(app, review, o.inScope)
}

function depositAdminRoutes(app: FastifyInstance, service: DepositReviewService, inScope: MerchantScopeCheck) {
  route(app, routes.adminDeposits, async (req) => {
    await inScope(req, req.query.merchant)
    return service.adminList(req.query.merchant, req.query)
  })
  route(app, routes.adminDepositConfirm, async (req) => {
    await inScope(req, req.body.merchant)
    return service.adminConfirm(req.params.orderNo, req.body, auditActor(req))
  })
  route(app, routes.adminDepositReject, async (req) => {
    await inScope(req, req.body.merchant)
    return service.adminReject(req.params.orderNo, req.body, auditActor(req))
  })
  route(app, routes.adminChannels, async (req) => {
    await inScope(req, req.query.merchant)
    return service.adminChannels(req.query.merchant)
  })
  route(app, routes.adminChannelPut, async (req) => {
    await inScope(req, req.body.merchant)
    return service.adminChannelPut(req.body, auditActor(req))
  })
  route(app, routes.adminReconcile, async (req) => {
    await inScope(req, req.body.merchant)
    return service.adminReconcile(req.body.merchant, auditActor(req))
  })
  route(app, routes.adminDepositReceipt, async (req, reply) => {
    await inScope(req, req.query.merchant)
    const img = await service.adminReceipt(req.query.merchant, req.params.orderNo)
    return sendImageDownload(reply, img, `receipt-${req.params.orderNo}`)
  })
}
