import { z } from 'zod'

/**
 * Google and Facebook sign-in (flags GOOGLELOGIN3, FACEBOOKLOGIN3; docs/decisions/008).
 * The browser is sent to `…/oauth/:provider/start`, the server runs the OpenID Connect
 * authorization-code flow with PKCE and ends on `/m/login?oauth=<one-time code>&returnTo=…`
 * (or `/m/login?oauthError=<code>`); the login screen trades the code for the login answer.
 */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const
export type OauthProviderName = (typeof OAUTH_PROVIDERS)[number]

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) })

/** `returnTo`: an app path (`/m/...`) to open after signing in; anything else is ignored. */
export const oauthStartQuerySchema = z.object({ returnTo: z.string().max(512).optional() })

/** What the provider sends back (RFC 6749 §4.1.2, §4.1.2.1). */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  iss: z.string().max(512).optional(),
})

/** `POST /wps/session/oauth/exchange`: the one-time code from `?oauth=`, valid 30 s, single use. */
export const oauthExchangeBodySchema = z.object({ code: z.string().min(1).max(512) })
export type OauthExchangeBody = z.infer<typeof oauthExchangeBodySchema>

/**
 * `?oauthError=` values on `/m/login`: `oauth_failed` (refused, expired or replayed flow, provider
 * error), `email_not_verified`, `sign_up_disabled` (no account with that email and the merchant does
 * not create one), `account_disabled`, `unavailable` (the merchant does not offer this provider, or
 * the server has no client for it), `too_many_attempts` (too many flows started from one address).
 */
export const OAUTH_ERRORS = [
  'oauth_failed',
  'email_not_verified',
  'sign_up_disabled',
  'account_disabled',
  'unavailable',
  'too_many_attempts',
] as const
export type OauthError = (typeof OAUTH_ERRORS)[number]
