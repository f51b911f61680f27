import { routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../../lib/route.ts'
import { callerOf } from '../session/session-routes.ts'
import { FLOW_TTL_MS, failureOf, failurePath, type OauthService } from './oauth-service.ts'
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

export async function oauthRoutes(app: FastifyInstance, { service }: { service: OauthService }) {
  route(app, routes.oauthStart, async (req, reply) => {
    try {
      const caller = { origin: `${req.protocol}://${req.host}`, ip: req.ip }
      const { location, cookie } = await service.start(req.merchant, req.params.provider, caller, req.query.returnTo)
      reply.setCookie(OAUTH_COOKIE, cookie, { ...cookieOptions(req), maxAge: FLOW_TTL_MS / 1000 })
      return reply.redirect(location, 302)
    } catch (err) {
      // The player followed a link: a provider that is not offered, one that does not answer or a
      // refused start all end back in the app on a message, never on an error envelope.
      const failure = failureOf(err)
      if (!failure) throw err
      // Only an unreachable provider is the operator's concern; the rest are the player's clicks.
      const level = err instanceof OidcError ? 'warn' : 'info'
      req.log[level]({ provider: req.params.provider, reason: failure.detail }, 'social sign-in not started')
      return reply.redirect(failurePath(failure, req.query.returnTo), 302)
    }
  })

  route(app, routes.oauthCallback, async (req, reply) => {
    const next = await service.callback(req.merchant, req.params.provider, req.cookies[OAUTH_COOKIE], req.query)
    reply.clearCookie(OAUTH_COOKIE, cookieOptions(req))
    return reply.redirect(next, 302)
  })

  route(app, routes.oauthExchange, async (req) => service.exchange(callerOf(req), req.body.code))
}
