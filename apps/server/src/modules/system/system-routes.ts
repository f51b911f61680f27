import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { route } from '../../lib/route.ts'
import type { Maintenance } from './maintenance.ts'
import type { MerchantRegistry } from './merchant-registry.ts'
import type { MerchantRepository } from './merchant-repository.ts'
import { locate, merchantInfoBuilder, type SocialLoginOf } from './system-service.ts'

export async function systemRoutes(
  app: FastifyInstance,
  {
    registry,
    repo,
    maintenance,
    clock,
    socialLogin,
  }: {
    registry: MerchantRegistry
    repo: MerchantRepository
    maintenance: Maintenance
    clock: Clock
    socialLogin: SocialLoginOf
  },
) {
  const merchantInfo = merchantInfoBuilder(socialLogin)
  const domainsOf = async (id: number) => (await registry.current()).domainsOf.get(id) ?? []
  const infoOf = async (req: { merchant: Parameters<typeof merchantInfo>[0] }) =>
    merchantInfo(req.merchant, await domainsOf(req.merchant.id))

  route(app, routes.systemStatus, async (req) => {
    const { location, regionRestriction } = locate(req.merchant, req.ip)
    return {
      info: await infoOf(req),
      location,
      // The switch or a scheduled window: the app shows its maintenance page either way.
      maintenance: (await maintenance.ofRequest(req, clock.now())).merchant,
      regionRestriction,
      test: false,
    }
  })

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
