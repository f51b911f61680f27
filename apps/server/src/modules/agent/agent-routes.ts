import { type ContractKind, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import type { AuthMember } from '../../plugins/auth.ts'
import type { AgentService } from './agent-service.ts'

/** Agent home and team (issue 9, decision 013); every call needs a real (non-trial) session. */
export async function agentRoutes(fastify: FastifyInstance, { service }: { service: AgentService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const caller = (req: FastifyRequest) => req.member as AuthMember
  const auth = { onRequest: app.requireRealMember }
  // Links point at the site the agent is using, so they work on every merchant domain.
  const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`

  app.get(routes.teamKpiA.path, { ...auth, schema: { querystring: routes.teamKpiA.query } }, async (req) =>
    ok(await service.kpiA(req.merchant, caller(req), req.query)),
  )
  app.get(routes.teamKpiB.path, { ...auth, schema: { querystring: routes.teamKpiB.query } }, async (req) =>
    ok(await service.kpiB(req.merchant, caller(req), req.query)),
  )
  app.get(routes.teamKpiC.path, { ...auth, schema: { querystring: routes.teamKpiC.query } }, async (req) =>
    ok(await service.kpiC(req.merchant, caller(req), req.query)),
  )

  for (const r of [routes.subordinate, routes.agentDownlines]) {
    app.get(r.path, { ...auth, schema: { querystring: r.query } }, async (req) =>
      ok(await service.downlines(req.merchant, caller(req), req.query)),
    )
  }
  app.post(routes.agentOpenDownline.path, { ...auth, schema: { body: routes.agentOpenDownline.body } }, async (req) =>
    ok(await service.openDownline(req.merchant, caller(req), req.body)),
  )
  app.post(
    routes.agentTransferDownline.path,
    { ...auth, schema: { body: routes.agentTransferDownline.body } },
    async (req) => ok(await service.transferDownline(req.merchant, caller(req), req.body)),
  )
  app.post(
    routes.agentTransferMultipleDownline.path,
    { ...auth, schema: { body: routes.agentTransferMultipleDownline.body } },
    async (req) => ok(await service.transferMultiple(req.merchant, caller(req), req.body)),
  )
  app.post(
    routes.agentTransferUpline.path,
    { ...auth, schema: { body: routes.agentTransferUpline.body } },
    async (req) => ok(await service.transferUpline(req.merchant, caller(req), req.body)),
  )

  app.get(routes.affiliateLinks.path, auth, async (req) => ok(await service.links(caller(req), origin(req))))
  app.post(
    routes.affiliateLinkCreate.path,
    { ...auth, schema: { body: routes.affiliateLinkCreate.body } },
    async (req) => ok(await service.createLink(req.merchant, caller(req), origin(req), req.body.remark)),
  )
  app.post(
    routes.affiliateLinkDelete.path,
    { ...auth, schema: { body: routes.affiliateLinkDelete.body } },
    async (req) => ok(await service.deleteLink(caller(req), req.body.id)),
  )

  app.get(routes.fundsConsolidated.path, auth, async (req) => ok(await service.fundsConsolidated(caller(req))))

  const info = (path: string, kind: ContractKind) =>
    app.get(path, auth, async (req) => ok(await service.contractInfo(caller(req), kind)))
  info(routes.contractDailySalInfo.path, 'dailySalary')
  info(routes.contractDailySalReq.path, 'dailySalary')
  info(routes.contractDividendInfo.path, 'dividend')
  info(routes.contractHourSalInfo.path, 'hourlySalary')

  app.get(
    routes.processDailySalContract.path,
    { ...auth, schema: { querystring: routes.processDailySalContract.query } },
    async (req) => ok(await service.processContract(caller(req), 'dailySalary', req.query.id, req.query.action)),
  )
  const process = (path: string, kind: ContractKind) =>
    app.post(path, { ...auth, schema: { body: routes.processDailySalaryContract.body } }, async (req) =>
      ok(await service.processContract(caller(req), kind, req.body.id, req.body.action)),
    )
  process(routes.processDailySalaryContract.path, 'dailySalary')
  process(routes.processDividendReq.path, 'dividend')
  process(routes.processContractDividend.path, 'dividend')
  process(routes.processContractHourSalary.path, 'hourlySalary')

  const apply = (path: string, kind: ContractKind) =>
    app.post(path, { ...auth, schema: { body: routes.applyContractDailySal.body } }, async (req) =>
      ok(await service.applyContract(req.merchant, caller(req), kind, req.body)),
    )
  apply(routes.applyContractDailySal.path, 'dailySalary')
  apply(routes.applyContractDividend.path, 'dividend')
  apply(routes.applyContractHourSal.path, 'hourlySalary')

  app.get(routes.rebateRates.path, { ...auth, schema: { querystring: routes.rebateRates.query } }, async (req) =>
    ok(await service.rebateRates(req.merchant, caller(req), req.query.downlineId)),
  )
  app.post(
    routes.updateDownlineRebates.path,
    { ...auth, schema: { body: routes.updateDownlineRebates.body } },
    async (req) => ok(await service.updateDownlineRebates(req.merchant, caller(req), req.body)),
  )
  app.get(routes.rebateIncome.path, { ...auth, schema: { querystring: routes.rebateIncome.query } }, async (req) =>
    ok(await service.rebateIncome(req.merchant, caller(req), req.query)),
  )
}
