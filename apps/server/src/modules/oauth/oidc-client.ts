/**
 * A relying party for one OpenID Connect provider: discovery from the issuer, the authorization
 * URL (code flow, PKCE S256, state, nonce), the code exchange at the token endpoint, and the ID
 * token check (signature from the provider's JWKS, iss, aud/azp, exp/iat, nonce).
 */
import { createHash } from 'node:crypto'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import type { Clock } from '../../lib/clock.ts'

export interface OidcProviderConfig {
  issuer: string
  clientId: string
  clientSecret: string
}

interface Discovery {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}

export class OidcError extends Error {
  constructor(readonly reason: string) {
    super(`oidc: ${reason}`)
    this.name = 'OidcError'
  }
}

const SKEW_S = 30
const TIMEOUT_MS = 8000
/** Discovery is read again after this long, so a provider's moved endpoints are picked up. */
const DISCOVERY_TTL_MS = 3_600_000

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export function createOidcClient(cfg: OidcProviderConfig, clock: Clock) {
  let cached: { at: number; value: Promise<{ meta: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }> } | null =
    null

  async function load() {
    // Discovery §4: the issuer (which may end in a slash) with the well-known path appended.
    const res = await fetch(`${cfg.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    })
    if (!res.ok) throw new OidcError(`discovery answered ${res.status}`)
    const meta = (await res.json()) as Partial<Discovery>
    // OpenID Connect Discovery §4.3: the issuer in the document must be the one we asked.
    if (meta.issuer !== cfg.issuer) throw new OidcError('discovery issuer mismatch')
    for (const k of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const)
      if (typeof meta[k] !== 'string') throw new OidcError(`discovery without ${k}`)
    const full = meta as Discovery
    return { meta: full, keys: createRemoteJWKSet(new URL(full.jwks_uri), { timeoutDuration: TIMEOUT_MS }) }
  }

  function discovery() {
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

  return {
    issuer: cfg.issuer,

    async authorizationUrl(p: {
      redirectUri: string
      state: string
      nonce: string
      verifier: string
    }): Promise<string> {
      const { meta } = await discovery()
      const url = new URL(meta.authorization_endpoint)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('client_id', cfg.clientId)
      url.searchParams.set('redirect_uri', p.redirectUri)
      url.searchParams.set('scope', 'openid email profile')
      url.searchParams.set('state', p.state)
      url.searchParams.set('nonce', p.nonce)
      url.searchParams.set('code_challenge', pkceChallenge(p.verifier))
      url.searchParams.set('code_challenge_method', 'S256')
      return url.toString()
    },

    /** Trades the code for tokens (client_secret_basic) and answers the verified ID token's claims. */
    async exchange(p: { code: string; redirectUri: string; verifier: string; nonce: string }): Promise<JWTPayload> {
      const { meta, keys } = await discovery()
      const basic = Buffer.from(`${encodeURIComponent(cfg.clientId)}:${encodeURIComponent(cfg.clientSecret)}`).toString(
        'base64',
      )
      const res = await fetch(meta.token_endpoint, {
        method: 'POST',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: p.code,
          redirect_uri: p.redirectUri,
          code_verifier: p.verifier,
        }),
      })
      const body = (await res.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown }
      if (!res.ok) throw new OidcError(`token endpoint answered ${res.status} ${String(body.error ?? '')}`)
      if (typeof body.id_token !== 'string') throw new OidcError('no id_token')

      let claims: JWTPayload
      try {
        ;({ payload: claims } = await jwtVerify(body.id_token, keys, {
          issuer: meta.issuer,
          audience: cfg.clientId,
          algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
          currentDate: clock.now(),
          clockTolerance: SKEW_S,
          requiredClaims: ['sub', 'exp', 'iat'],
        }))
      } catch (err) {
        throw new OidcError(`id_token refused: ${(err as { code?: string }).code ?? 'invalid'}`)
      }
      if (claims.nonce !== p.nonce) throw new OidcError('nonce mismatch')
      // OIDC Core §3.1.3.7: with several audiences, the token must name us as the authorized party.
      if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== cfg.clientId)
        throw new OidcError('azp mismatch')
      if (typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 255) throw new OidcError('sub')
      return claims
    },
  }
}
export type OidcClient = ReturnType<typeof createOidcClient>
