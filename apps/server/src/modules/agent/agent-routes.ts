import { routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../../lib/route.ts'
import type { AgentService } from './agent-service.ts'

/**
 * Agent home and team (decision 013) and the red-envelope rain (049); every call needs a real
 * (non-trial) session, but the list of a member's waiting envelopes, which is empty for a trial member.
 */
export async function agentRoutes(app: FastifyInstance, { service }: { service: AgentService }) {
  // Links point at the site the agent is using, so they work on every merchant domain.
  const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`

  route(app, routes.teamKpiA, async (req) => service.kpiA(req.merchant, req.member, req.query))
  route(app, routes.teamKpiB, async (req) => service.kpiB(req.merchant, req.member, req.query))
  route(app, routes.teamKpiC, async (req) => service.kpiC(req.merchant, req.member, req.query))

  for (const r of [routes.subordinate, routes.agentDownlines]) {
    route(app, r, async (req) => await service.downlines(req.merchant, req.member, req.query))
  }
  route(app, routes.agentOpenDownline, async (req) => service.openDownline(req.merchant, req.member, req.body))
  route(app, routes.agentTransferDownline, async (req) => service.transferDownline(req.merchant, req.member, req.body))
  route(app, routes.agentTransferMultipleDownline, async (req) =>
    service.transferMultiple(req.merchant, req.member, req.body),
  )
  route(app, routes.agentTransferUpline, async (req) => service.transferUpline(req.merchant, req.member, req.body))

  route(app, routes.affiliateLinks, async (req) => service.links(req.member, origin(req)))
  route(app, routes.affiliateLinkCreate, async (req) =>
    service.createLink(req.merchant, req.member, origin(req), req.body.remark),
  )
  route(app, routes.affiliateLinkDelete, async (req) => service.deleteLink(req.member, req.body.id))

  route(app, routes.fundsConsolidated, async (req) => service.fundsConsolidated(req.member))

  const infos = [
    [routes.contractDailySalInfo, 'dailySalary'],
    [routes.contractDailySalReq, 'dailySalary'],
    [routes.contractDividendInfo, 'dividend'],
    [routes.contractHourSalInfo, 'hourlySalary'],
  ] as const
  for (const [entry, kind] of infos) route(app, entry, async (req) => service.contractInfo(req.member, kind))

  route(app, routes.processDailySalContract, async (req) =>
    service.processContract(req.member, 'dailySalary', req.query.id, req.query.action),
  )
  const processes = [
    [routes.processDailySalaryContract, 'dailySalary'],
    [routes.processDividendReq, 'dividend'],
    [routes.processContractDividend, 'dividend'],
    [routes.processContractHourSalary, 'hourlySalary'],
  ] as const
  for (const [entry, kind] of processes)
    route(app, entry, async (req) => service.processContract(req.member, kind, req.body.id, req.body.action))

  const applies = [
    [routes.applyContractDailySal, 'dailySalary'],
    [routes.applyContractDividend, 'dividend'],
    [routes.applyContractHourSal, 'hourlySalary'],
  ] as const
  for (const [entry, kind] of applies)
    route(app, entry, async (req) => service.applyContract(req.merchant, req.member, kind, req.body))

  route(app, routes.rebateRates, async (req) => service.rebateRates(req.merchant, req.member, req.query.downlineId))
  route(app, routes.updateDownlineRebates, async (req) =>
    service.updateDownlineRebates(req.merchant, req.member, req.body),
  )
  route(app, routes.rebateIncome, async (req) => service.rebateIncome(req.merchant, req.member, req.query))

  route(app, routes.redRainCreate, async (req) => service.createRedRain(req.merchant, req.member, req.body))
  route(app, routes.redRains, async (req) => service.redRains(req.merchant, req.member))
  route(app, routes.redRainCancel, async (req) => service.cancelRedRain(req.merchant, req.member, req.body.id))
  route(app, routes.redEnvelopes, async (req) => service.openEnvelopes(req.member))
  route(app, routes.redEnvelopeClaim, async (req) => service.claimEnvelope(req.merchant, req.member, req.body.id))
}
