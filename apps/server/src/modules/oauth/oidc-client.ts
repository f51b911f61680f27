/**
 * A relying party for one OpenID Connect provider, on `openid-client`: discovery from the issuer,
 * the authorization URL (code flow, PKCE S256, state, nonce), the code exchange at the token
 * endpoint (client_secret_basic) and the ID token check (signature from the provider's JWKS, iss,
 * aud/azp, exp, nonce). We add only what the library leaves to us: the exact issuer rule of
 * docs/decisions/008, the app's clock, and one error type the oauth service maps to `oauth_failed`.
 */
import {
  AuthorizationResponseError,
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  ClientError,
  ClientSecretBasic,
  Configuration,
  calculatePKCECodeChallenge,
  clockSkew,
  clockTolerance,
  discovery,
  enableNonRepudiationChecks,
  getJwksCache,
  type IDToken,
  ResponseBodyError,
  type ServerMetadata,
  setJwksCache,
  WWWAuthenticateChallengeError,
} from 'openid-client'
import type { Clock } from '../../lib/clock.ts'

export interface OidcProviderConfig {
  issuer: string
  clientId: string
  clientSecret: string
}

export class OidcError extends Error {
  constructor(readonly reason: string) {
    super(`oidc: ${reason}`)
    this.name = 'OidcError'
  }
}

const SKEW_S = 30
const TIMEOUT_S = 8
/** Discovery is read again after this long, so a provider's moved endpoints are picked up. */
const DISCOVERY_TTL_MS = 3_600_000

/** What the provider answered, as the library reports it; network failures pass through as they are. */
const refused = (err: unknown) =>
  err instanceof ClientError ||
  err instanceof ResponseBodyError ||
  err instanceof AuthorizationResponseError ||
  err instanceof WWWAuthenticateChallengeError

async function asOidcError<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (!refused(err)) throw err
    throw new OidcError(`${what}: ${(err as { code?: string }).code ?? (err as Error).message}`)
  }
}

export function createOidcClient(cfg: OidcProviderConfig, clock: Clock) {
  // An http issuer is a provider on this machine (tests, the demo); the operator names it explicitly.
  const insecure = new URL(cfg.issuer).protocol === 'http:'
  let cached: { at: number; value: Promise<ServerMetadata> } | null = null
  /** The provider's signing keys, kept across exchanges (the library refreshes them on an unknown kid). */
  let jwks: ReturnType<typeof getJwksCache>

  async function load(): Promise<ServerMetadata> {
    const found = await asOidcError('discovery', () =>
      discovery(new URL(cfg.issuer), cfg.clientId, undefined, undefined, {
        timeout: TIMEOUT_S,
        execute: insecure ? [allowInsecureRequests] : [],
      }),
    )
    const meta = found.serverMetadata()
    // Discovery §4.3, strictly: the library forgives a trailing slash, but iss in the callback and
    // in ID tokens must be the issuer as configured.
    if (meta.issuer !== cfg.issuer) throw new OidcError('discovery issuer mismatch')
    for (const k of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const)
      if (typeof meta[k] !== 'string') throw new OidcError(`discovery without ${k}`)
    return meta
  }

  function discovered() {
    const now = Date.now()
    if (!cached || now - cached.at > DISCOVERY_TTL_MS) {
      const value = load()
      cached = { at: now, value }
      // A failed discovery is not remembered: the next sign-in tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null
      })
    }
    return cached.value
  }

  /** A configuration for one call, its clock set to the app's (ID token exp is judged by it). */
  async function configuration(): Promise<Configuration> {
    const config = new Configuration(
      await discovered(),
      cfg.clientId,
      {
        [clockSkew]: Math.round((clock.now().getTime() - Date.now()) / 1000),
        [clockTolerance]: SKEW_S,
      },
      ClientSecretBasic(cfg.clientSecret),
    )
    config.timeout = TIMEOUT_S
    if (insecure) allowInsecureRequests(config)
    // Check the ID token's signature against the provider's JWKS, not only TLS to its token endpoint.
    enableNonRepudiationChecks(config)
    if (jwks) setJwksCache(config, jwks)
    return config
  }

  return {
    issuer: cfg.issuer,

    async authorizationUrl(p: {
      redirectUri: string
      state: string
      nonce: string
      verifier: string
    }): Promise<string> {
      const config = await configuration()
      const url = buildAuthorizationUrl(config, {
        response_type: 'code',
        client_id: cfg.clientId,
        // As the exchange will name it (the library sends the callback URL without its query).
        redirect_uri: new URL(p.redirectUri).href,
        scope: 'openid email profile',
        state: p.state,
        nonce: p.nonce,
        code_challenge: await calculatePKCECodeChallenge(p.verifier),
        code_challenge_method: 'S256',
      })
      return url.href
    },

    /**
     * Checks the provider's redirect (state, iss, error) once more, trades the code for tokens and
     * answers the verified ID token's claims.
     */
    async exchange(p: {
      redirectUri: string
      response: { code: string; state: string; iss?: string | undefined }
      state: string
      verifier: string
      nonce: string
    }): Promise<IDToken> {
      const config = await configuration()
      const callback = new URL(p.redirectUri)
      for (const [k, v] of Object.entries(p.response)) if (v !== undefined) callback.searchParams.set(k, v)
      const tokens = await asOidcError('token exchange', () =>
        authorizationCodeGrant(config, callback, {
          expectedState: p.state,
          expectedNonce: p.nonce,
          pkceCodeVerifier: p.verifier,
        }),
      )
      jwks = getJwksCache(config) ?? jwks
      const claims = tokens.claims()
      if (!claims) throw new OidcError('no id_token')
      if (!claims.sub || claims.sub.length > 255) throw new OidcError('sub')
      return claims
    },
  }
}
export type OidcClient = ReturnType<typeof createOidcClient>
