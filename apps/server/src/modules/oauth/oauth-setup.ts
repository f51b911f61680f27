import { OAUTH_PROVIDERS, type OauthProviderName } from '@parlor/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import type { SessionService } from '../session/session-service.ts'
import { createOauthRepository } from './oauth-repository.ts'
import { createOauthService } from './oauth-service.ts'
import { createOidcClient, type OidcClient } from './oidc-client.ts'

/** Social sign-in with a client for each configured provider; the others answer function.not.available. */
export function oauthServiceFromConfig(
  config: Config,
  db: Db,
  clock: Clock,
  sessions: SessionService,
  limiter: RateLimiter,
  log: FastifyBaseLogger,
) {
  const clients: Partial<Record<OauthProviderName, OidcClient>> = {}
  for (const name of OAUTH_PROVIDERS) {
    const provider = config.oidc[name]
    if (provider) clients[name] = createOidcClient(provider, clock)
  }
  return createOauthService({ clients, repo: createOauthRepository(db), sessions, limiter, clock, log })
}
