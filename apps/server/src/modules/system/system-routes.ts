import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import type { MerchantRegistry } from './merchant-registry.ts'
import type { MerchantRepository } from './merchant-repository.ts'
import type { Merchant } from './merchant-repository.ts'
import { locate, type statusAnswerBuilder } from './system-service.ts'

export async function systemRoutes(
  app: FastifyInstance,
  {
    registry,
    repo,
    answers,
  }: {
    registry: MerchantRegistry
    repo: MerchantRepository
    answers: ReturnType<typeof statusAnswerBuilder>
  },
) {
  const domainsOf = async (id: number) => (await registry.current()).domainsOf.get(id) ?? []
  const infoOf = (req: { merchant: Merchant }) => answers.infoOf(req.merchant)

  route(app, routes.systemStatus, async (req) => answers.statusOf(req))

  route(app, routes.systemConsolidated, async (req) => infoOf(req))

  route(app, routes.systemWhitelabel, async (req) => (await infoOf(req)).whitelabel)

  route(app, routes.systemTemplates, async (req) => ({
    merchantCode: req.merchant.code,
    templateId: `MT_${req.merchant.code.toUpperCase()}`,
    primaryColor: req.merchant.primaryColor,
    logo: req.merchant.logoUrl ?? `/cdn/brand/${req.merchant.code}.svg`,
  }))

  route(app, routes.systemDomainRoute, async (req) => ({
    domainList: (await domainsOf(req.merchant.id)).map((domainName) => ({ domainName })),
    version: { pathList: req.merchant.customerService.map((c) => ({ type: '3', path: c.path })) },
  }))

  route(app, routes.systemCountry, async (req) => {
    const list = await repo.listCountries()
    return {
      countries: list.map((c) => ({ countryCode: c.code, countryDialingCode: c.dialingCode, countryName: c.name })),
      countryCode: req.merchant.countryCode,
      countryDialingCode: req.merchant.dialingCode,
      currency: req.merchant.currency,
      currencySymbol: req.merchant.currencySymbol,
    }
  })

  route(app, routes.systemLocation, async (req) => locate(req.merchant, req.ip).location)

  route(app, routes.systemRegisterSettings, async (req) => req.merchant.registerSettings)

  route(app, routes.systemPing, async () => 'pong' as const)
}
