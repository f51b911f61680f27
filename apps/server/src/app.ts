/**
 * Builds the application: plugins, then modules, then error and not-found handling.
 * Listening and process signals live in server.ts, so tests can build and `inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler, serializerCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { requestContextPlugin } from './plugins/request-context.ts'
import { securityPlugin } from './plugins/security.ts'
import { spaFallback, webAppAvailable, webAppRoutes } from './plugins/web-app.ts'
import { adminRoutes } from './modules/admin/admin-routes.ts'
import { createCatalogueRepository } from './modules/games/catalogue-repository.ts'
import { createCatalogue } from './modules/games/catalogue-service.ts'
import { gamesRoutes } from './modules/games/games-routes.ts'
import { healthRoutes } from './modules/health/health-routes.ts'
import { mediaRoutes } from './modules/media/media-routes.ts'
import { createMerchantRegistry } from './modules/system/merchant-registry.ts'
import { createMerchantRepository } from './modules/system/merchant-repository.ts'
import { systemRoutes } from './modules/system/system-routes.ts'

export interface AppOptions {
  config: Config
  database: Database
  /** Serve the built web app when present (default true). */
  serveWeb?: boolean
}

export async function buildApp({ config, database, serveWeb = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: config.bodyLimit,
    // Stack traces and internals never leave; the error handler renders every failure.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const db = database.db
  const repo = createMerchantRepository(db)
  const registry = createMerchantRegistry(repo, config.configCacheMs)
  const catalogue = createCatalogue(createCatalogueRepository(db), { checkEveryMs: config.catalogueCheckMs })
  const web = serveWeb && webAppAvailable(config.webDist)

  await app.register(securityPlugin, { hsts: config.hsts })
  await app.register(errorsPlugin, web ? { spa: spaFallback() } : {})
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/wps') || req.url.startsWith('/lgw')) reply.header('cache-control', 'no-store')
  })

  await app.register(healthRoutes, { database })
  await app.register(mediaRoutes, { db })
  await app.register(requestContextPlugin, { registry })
  await app.register(systemRoutes, { registry, repo })
  await app.register(gamesRoutes, { catalogue })
  if (config.adminToken) await app.register(adminRoutes, { token: config.adminToken, repo, registry })
  if (web) await webAppRoutes(app, { dist: config.webDist })

  return app
}
