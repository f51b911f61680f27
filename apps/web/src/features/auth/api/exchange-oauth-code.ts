import { type OauthProviderName, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/**
 * Google / Facebook sign-in (flags GOOGLELOGIN3, FACEBOOKLOGIN3; docs/decisions/008): the
 * server's OpenID Connect flow ends on `/m/login?oauth=<one-time code>`, which this call trades
 * for the login answer, so the token never travels in a URL.
 */
export const exchangeOauthCode = (code: string) => apiCall(routes.oauthExchange, { body: { code }, auth: false })

export const useExchangeOauthCode = () => useMutation({ mutationFn: exchangeOauthCode, meta: { errorToast: false } })

/** Where a social button sends the browser: the server starts the provider's flow from there. */
export const oauthStartPath = (provider: OauthProviderName) => routes.oauthStart.path.replace(':provider', provider)
