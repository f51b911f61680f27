import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import type { MerchantRegistry } from './merchant-registry.ts'
import type { MerchantRepository } from './merchant-repository.ts'
import { locate, merchantInfo } from './system-service.ts'

export async function systemRoutes(
  fastify: FastifyInstance,
  { registry, repo }: { registry: MerchantRegistry; repo: MerchantRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const domainsOf = async (id: number) => (await registry.current()).domainsOf.get(id) ?? []
  const infoOf = async (req: { merchant: Parameters<typeof merchantInfo>[0] }) =>
    merchantInfo(req.merchant, await domainsOf(req.merchant.id))

  app.get(routes.systemStatus.path, { schema: { querystring: routes.systemStatus.query } }, async (req) => {
    const { location, regionRestriction } = locate(req.merchant, req.ip)
    return ok({
      info: await infoOf(req),
      location,
      maintenance: req.merchant.maintenance,
      regionRestriction,
      test: false,
    })
  })

  app.get(routes.systemConsolidated.path, async (req) => ok(await infoOf(req)))

  app.get(routes.systemWhitelabel.path, async (req) => ok((await infoOf(req)).whitelabel))

  app.get(routes.systemTemplates.path, { schema: { querystring: routes.systemTemplates.query } }, async (req) =>
    ok({
      merchantCode: req.merchant.code,
      templateId: `MT_${req.merchant.code.toUpperCase()}`,
      primaryColor: req.merchant.primaryColor,
      logo: `/cdn/brand/${req.merchant.code}.svg`,
    }),
  )

  app.get(routes.systemDomainRoute.path, { schema: { querystring: routes.systemDomainRoute.query } }, async (req) =>
    ok({
      domainList: (await domainsOf(req.merchant.id)).map((domainName) => ({ domainName })),
      version: { pathList: req.merchant.customerService.map((c) => ({ type: '3', path: c.path })) },
    }),
  )

  app.get(routes.systemCountry.path, async (req) => {
    const list = await repo.listCountries()
    return ok({
      countries: list.map((c) => ({ countryCode: c.code, countryDialingCode: c.dialingCode, countryName: c.name })),
      countryCode: req.merchant.countryCode,
      countryDialingCode: req.merchant.dialingCode,
      currency: req.merchant.currency,
      currencySymbol: req.merchant.currencySymbol,
    })
  })

  app.get(routes.systemLocation.path, async (req) => ok(locate(req.merchant, req.ip).location))

  app.get(routes.systemRegisterSettings.path, async (req) => ok(req.merchant.registerSettings))

  app.get(routes.systemPing.path, async () => ok('pong' as const))
}
