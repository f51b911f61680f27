import { oauthProviderParamsSchema, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { callerOf } from '../session/session-routes.ts'
import { FLOW_TTL_MS, type OauthService } from './oauth-service.ts'
import { OidcError } from './oidc-client.ts'

/** Binds a started flow to the browser that started it; only the OAuth paths ever see it. */
export const OAUTH_COOKIE = 'parlor_oauth'
const COOKIE_PATH = '/wps/session/oauth'

const cookieOptions = (req: FastifyRequest) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  // Lax: the provider's top-level redirect back to the callback still carries it.
  sameSite: 'lax' as const,
  secure: req.protocol === 'https',
})

export async function oauthRoutes(fastify: FastifyInstance, { service }: { service: OauthService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    routes.oauthStart.path,
    { schema: { params: oauthProviderParamsSchema, querystring: routes.oauthStart.query } },
    async (req, reply) => {
      try {
        const caller = { origin: `${req.protocol}://${req.host}`, ip: req.ip }
        const { location, cookie } = await service.start(req.merchant, req.params.provider, caller, req.query.returnTo)
        reply.setCookie(OAUTH_COOKIE, cookie, { ...cookieOptions(req), maxAge: FLOW_TTL_MS / 1000 })
        return reply.redirect(location, 302)
      } catch (err) {
        if (!(err instanceof OidcError)) throw err
        req.log.warn({ err }, 'social sign-in provider unreachable')
        return reply.redirect('/m/login?oauthError=oauth_failed', 302)
      }
    },
  )

  app.get(
    routes.oauthCallback.path,
    { schema: { params: oauthProviderParamsSchema, querystring: routes.oauthCallback.query } },
    async (req, reply) => {
      const next = await service.callback(req.merchant, req.params.provider, req.cookies[OAUTH_COOKIE], req.query)
      reply.clearCookie(OAUTH_COOKIE, cookieOptions(req))
      return reply.redirect(next, 302)
    },
  )

  app.post(routes.oauthExchange.path, { schema: { body: routes.oauthExchange.body } }, async (req) =>
    ok(await service.exchange(callerOf(req), req.body.code)),
  )
}
