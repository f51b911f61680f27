import { type Envelope, fillPath, Header, type RouteDef, type RouteValue, readEnvelope } from '@parlor/contract'
import type { z } from 'zod'
import { paths } from '@/config/paths'
import { currentLanguage, i18n } from './i18n'

/**
 * The one HTTP client of the back office. It calls through the contract's route entries, sends
 * the session cookie (same origin, `parlor_bo`, Path=/admin), turns the `{success, value,
 * errorCode, message}` envelope into a value or a typed ApiError, and sends the staff member to the
 * sign-in screen when an operator call answers 401. Screens never call `fetch` themselves.
 */

const TIMEOUT_MS = 30_000

/** errorCodes the client invents for failures that never reached the server. */
export const ClientErrorCode = {
  network: 'network_error',
  timeout: 'timeout',
  badResponse: 'bad_response',
} as const

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly errorCode: string
  readonly value: unknown

  constructor(init: { status: number; errorCode: string; message: string; value?: unknown }) {
    super(init.message)
    this.status = init.status
    this.errorCode = init.errorCode
    this.value = init.value
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

type InputOf<S> = S extends z.ZodType ? z.input<S> : never

export interface CallOptions<R extends RouteDef> {
  params?: InputOf<NonNullable<R['params']>>
  query?: InputOf<NonNullable<R['query']>>
  body?: InputOf<NonNullable<R['body']>>
  signal?: AbortSignal
}

type QueryValue = string | number | boolean | null | undefined
type QueryObject = Record<string, QueryValue | readonly QueryValue[]>

/** The entry's path with its `:name` segments filled in, and the query with empty values left out. */
export function routeUrl<R extends RouteDef>(route: R, options: Pick<CallOptions<R>, 'params' | 'query'> = {}) {
  const path = fillPath(route.path, options.params as Record<string, unknown> | undefined)
  const search = new URLSearchParams()
  for (const [key, raw] of Object.entries((options.query ?? {}) as QueryObject)) {
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      if (v !== undefined && v !== null && v !== '') search.append(key, String(v))
    }
  }
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** The sign-in URL that brings the staff member back to `returnTo` afterwards. */
export function loginHref(returnTo: string) {
  return returnTo.startsWith(paths.login.path) || returnTo === paths.dashboard.path
    ? paths.login.path
    : `${paths.login.path}?next=${encodeURIComponent(returnTo)}`
}

let onUnauthorized = () => window.location.assign(loginHref(`${window.location.pathname}${window.location.search}`))

/** The router installs an in-app navigation here (main.tsx); the default reloads the page. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

/** The server's message is already in the caller's language; a client text for the code wins. */
function messageFor(errorCode: string, serverMessage: string | undefined) {
  const key = `errors.${errorCode}`
  if (i18n.exists(key)) return i18n.t(key)
  return serverMessage || i18n.t('errors.unknown')
}

/** Calls one entry of the contract route table and returns its unwrapped `value`. */
export function apiCall<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<RouteValue<R>> {
  // The server refuses a mutating cookie call whose body is not JSON (a cross-site form cannot post).
  const payload =
    options.body === undefined ? undefined : { type: 'application/json', body: JSON.stringify(options.body) }
  return send(route, options, payload)
}

/** Posts a file's raw bytes with its own content type (uploads: PNG, JPEG or WebP images). */
export function uploadFile<R extends RouteDef>(
  route: R,
  query: InputOf<NonNullable<R['query']>>,
  file: Blob,
  signal?: AbortSignal,
): Promise<RouteValue<R>> {
  return send(route, { query, signal }, { type: file.type || 'application/octet-stream', body: file })
}

async function send<R extends RouteDef>(
  route: R,
  options: Omit<CallOptions<R>, 'body'>,
  payload: { type: string; body: BodyInit } | undefined,
): Promise<RouteValue<R>> {
  const headers = new Headers({ Accept: 'application/json', [Header.language]: currentLanguage() })
  if (payload) headers.set('Content-Type', payload.type)

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, TIMEOUT_MS)
  const forwardAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', forwardAbort, { once: true })

  let response: Response
  let envelope: Envelope<unknown> | null
  try {
    response = await fetch(routeUrl(route, options), {
      method: route.method,
      headers,
      body: payload?.body,
      credentials: 'same-origin',
      signal: controller.signal,
    })
    envelope = response.status === 204 ? null : await readEnvelope(response)
  } catch (cause) {
    // A caller's cancellation (TanStack Query unmounting) is not an error to report.
    if (options.signal?.aborted) throw cause
    throw new ApiError({
      status: 0,
      errorCode: timedOut ? ClientErrorCode.timeout : ClientErrorCode.network,
      message: i18n.t(timedOut ? 'errors.timeout' : 'errors.network'),
    })
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', forwardAbort)
  }

  if (response.status === 204) return undefined as RouteValue<R>
  if (envelope?.success === true) return envelope.value as RouteValue<R>

  const errorCode = envelope?.errorCode ?? (envelope ? `http_${response.status}` : ClientErrorCode.badResponse)
  const error = new ApiError({
    status: response.status,
    errorCode,
    message: messageFor(errorCode, envelope?.message),
    value: envelope?.value,
  })
  // The session ended (idle, signed out elsewhere, disabled): sign in again and come back here.
  // The sign-in calls themselves are public and answer their own 401s.
  if (response.status === 401 && route.auth === 'admin') onUnauthorized()
  throw error
}
