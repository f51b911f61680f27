/// <reference path="./oidc-provider-types.d.ts" />
/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free local port, for the
 * social sign-in tests and the browser journey: one confidential client, PKCE required, and the
 * package's development login and consent screens. Any login is accepted (the password is not
 * checked); the login is the account: `x@y` gets email `x@y`, verified unless it starts with
 * `unverified`.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'

export const OIDC_CLIENT_ID = 'parlor-test-client'
export const OIDC_CLIENT_SECRET = 'parlor-test-secret-0123456789abcdef0123456789'

export interface LocalOidcProvider {
  issuer: string
  /** The env block that points the server's Google sign-in here. */
  env: Record<string, string>
  close(): Promise<void>
}

/** The provider's subject for a login (its development login screen makes the login the account id). */
export const subjectOf = (login: string) => login

function claimsOf(login: string) {
  const email = login.includes('@') ? login : `${login}@example.test`
  return {
    email,
    email_verified: !login.startsWith('unverified'),
    name: login.split('@')[0],
  }
}

export async function startOidcProvider(opts: {
  redirectUris: string[]
  /** Which of our env prefixes to fill (default google). */
  provider?: 'google' | 'facebook'
}): Promise<LocalOidcProvider> {
  const server: Server = createServer()
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Scope claims in the ID token itself, as Google puts them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => claimsOf(id),
    }),
  })
  server.on('request', provider.callback())

  const upper = (opts.provider ?? 'google').toUpperCase()
  return {
    issuer,
    env: {
      [`PARLOR_OIDC_${upper}_ISSUER`]: issuer,
      [`PARLOR_OIDC_${upper}_CLIENT_ID`]: OIDC_CLIENT_ID,
      [`PARLOR_OIDC_${upper}_CLIENT_SECRET`]: OIDC_CLIENT_SECRET,
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
