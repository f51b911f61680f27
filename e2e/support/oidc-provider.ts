/**
 * The local OpenID Connect provider for the social sign-in journey (e2e/social.e2e.test.ts):
 * started by global setup before the server, which gets its issuer and client as Google's.
 * Its development login screen accepts any login; the login is the account's email.
 */
import { type LocalOidcProvider, startOidcProvider } from '../../apps/server/test/oidc-provider.ts'

export async function startE2eOidcProvider(serverPort: number): Promise<LocalOidcProvider> {
  return startOidcProvider({ redirectUris: [`http://127.0.0.1:${serverPort}/wps/session/oauth/google/callback`] })
}
