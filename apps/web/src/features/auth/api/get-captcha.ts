import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { authKeys } from './auth-keys'

/**
 * `GET /wps/captcha`: a PNG as base64 in `value`, bound to this browser by a cookie. Each one
 * answers a single login attempt, so a screen refetches after every try.
 */
export async function getCaptcha(signal?: AbortSignal): Promise<string> {
  const png = await apiCall(routes.captcha, { signal })
  return `data:image/png;base64,${png}`
}

/** `round` counts refreshes: each new round is a new captcha, never one from the cache. */
export const getCaptchaQueryOptions = (round: number) =>
  queryOptions({
    queryKey: authKeys.captcha(round),
    queryFn: ({ signal }) => getCaptcha(signal),
    // Never refetched behind the visitor's back: the server keeps only the newest captcha.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })

export const useCaptcha = (round: number) => useQuery(getCaptchaQueryOptions(round))
