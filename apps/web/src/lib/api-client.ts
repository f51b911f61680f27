import {
  type Envelope,
  ErrorCode,
  encryptBody,
  FORCE_LOGOUT_CODES,
  fillPath,
  Header,
  type RouteDef,
  type RouteValue,
  readEnvelope,
  RgErrorCode,
  routes,
} from '@parlor/contract'
import type { z } from 'zod'
import { env } from '@/config/env'
import { currentLanguage, i18n } from './i18n'
import { forceLogout, readMerchant, readSession, requirePasswordChange } from './storage'

/**
 * The one HTTP client of the app (conventions §Habits 5). It speaks the platform's wire contract
 * (§1): headers, the `{success, value, errorCode, message}` envelope on every status, and forced
 * logout. Screens never call `fetch` themselves.
 */

const TIMEOUT_MS = 30_000

/** errorCodes the client invents for failures that never reached the server. */
export const ClientErrorCode = {
  network: 'network_error',
  timeout: 'timeout',
  badResponse: 'bad_response',
  /** The body of an encrypted call could not be sealed (no WebCrypto on this page). */
  encryption: 'encryption_unavailable',
} as const

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly errorCode: string
  readonly value: unknown
  /** The session was dropped because of this answer; the user has already been told. */
  readonly forcedLogout: boolean

  constructor(init: { status: number; errorCode: string; message: string; value?: unknown; forcedLogout?: boolean }) {
    super(init.message)
    this.status = init.status
    this.errorCode = init.errorCode
    this.value = init.value
    this.forcedLogout = init.forcedLogout ?? false
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

type InputOf<S> = S extends z.ZodType ? z.input<S> : never

export interface CallOptions<R extends RouteDef> {
  /** The values of the path's `:name` segments (`/wps/member/bankCard/:id`). */
  params?: InputOf<NonNullable<R['params']>>
  query?: InputOf<NonNullable<R['query']>>
  body?: InputOf<NonNullable<R['body']>>
  /** false for calls that must go out without the session token. */
  auth?: boolean
  /** Extra request headers for this one call (for example `Device` on login). */
  headers?: Record<string, string>
  /** Send the body form-encoded (the few calls the original clients post that way, wire-contract §1.2). */
  form?: boolean
  signal?: AbortSignal
}

type QueryValue = string | number | boolean | null | undefined
type QueryObject = Record<string, QueryValue | readonly QueryValue[]>

export function buildUrl(path: string, query?: QueryObject): string {
  const params = new URLSearchParams()
  for (const [key, raw] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      if (v !== undefined && v !== null) params.append(key, String(v))
    }
  }
  const search = params.toString()
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`
}

function buildHeaders(
  route: RouteDef,
  options: { token: string | null; hasBody: boolean; extra?: Record<string, string> },
): Headers {
  const headers = new Headers({ Accept: 'application/json' })
  const merchant = readMerchant()
  if (merchant) headers.set(Header.merchant, merchant)
  headers.set(Header.language, currentLanguage())
  if (options.token) headers.set(Header.authorization, options.token)
  if (route.moduleId) headers.set(Header.moduleId, route.moduleId)
  if (options.hasBody) headers.set('Content-Type', 'application/json')
  for (const [name, value] of Object.entries(options.extra ?? {})) headers.set(name, value)
  return headers
}

/**
 * Bodies of the calls the contract marks `encrypted` travel in the modern scheme
 * (contract crypto.ts: RSA-OAEP + AES-GCM through WebCrypto), with a key fetched fresh for each
 * call (wire-contract §2.1). The server's legacy scheme exists for old clients only; this app
 * never uses it.
 */
async function sealBody(route: RouteDef, body: unknown, signal: AbortSignal | undefined) {
  const key = await apiCall(routes.sessionKeyOaep, {
    query: { scheme: 'oaep', _: String(Date.now()) },
    auth: false,
    signal,
  })
  try {
    const sealed = await encryptBody(key, route, body)
    return { headers: { ...sealed.headers } as Record<string, string>, body: JSON.stringify(sealed.body) }
  } catch {
    // WebCrypto exists only in secure contexts (https, localhost): a plain-http page cannot sign in.
    throw new ApiError({ status: 0, errorCode: ClientErrorCode.encryption, message: i18n.t('errors.unknown') })
  }
}

function revokesSession(status: number, envelope: Envelope<unknown> | null): boolean {
  if (status === 401) return true
  if (!envelope || envelope.success) return false
  return (
    (envelope.errorCode !== undefined && FORCE_LOGOUT_CODES.includes(envelope.errorCode)) ||
    envelope.message === 'CUSTOMER_NOT_LOGIN'
  )
}

function warnOnShapeDrift(route: RouteDef, value: unknown) {
  const result = route.value.safeParse(value)
  if (!result.success)
    console.warn(`[api] ${route.method} ${route.path} answered outside the contract`, result.error.issues)
}

/** Calls one entry of the contract route table and returns its unwrapped `value`. */
export async function apiCall<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<RouteValue<R>> {
  const hasBody = options.body !== undefined
  // Sealed before this call's timer starts: fetching the key is a call with its own timeout.
  const payload = !hasBody
    ? undefined
    : route.encrypted
      ? await sealBody(route, options.body, options.signal)
      : options.form
        ? {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(options.body as Record<string, string>).toString(),
          }
        : { headers: {}, body: JSON.stringify(options.body) }
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, TIMEOUT_MS)
  const forwardAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', forwardAbort, { once: true })

  const url = buildUrl(
    fillPath(route.path, options.params as Record<string, unknown> | undefined),
    options.query as QueryObject | undefined,
  )
  const token = options.auth === false ? null : (readSession()?.token ?? null)
  let response: Response
  let envelope: Envelope<unknown> | null
  try {
    response = await fetch(url, {
      method: route.method,
      headers: buildHeaders(route, {
        token,
        hasBody,
        extra: { ...options.headers, ...payload?.headers },
      }),
      body: payload?.body,
      credentials: 'include',
      signal: controller.signal,
    })
    envelope = response.status === 204 ? null : await readEnvelope(response)
  } catch (cause) {
    // A caller's cancellation (TanStack Query unmounting) is not an error to report.
    if (options.signal?.aborted) throw cause
    throw new ApiError({
      status: 0,
      errorCode: timedOut ? ClientErrorCode.timeout : ClientErrorCode.network,
      message: i18n.t(timedOut ? 'errors.slowConnection' : 'errors.noInternet'),
    })
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', forwardAbort)
  }

  if (response.status === 204) return undefined as RouteValue<R>

  if (revokesSession(response.status, envelope)) {
    // Sent without a session, the call was a guest's: nobody was logged out.
    const reason = token ? 'loggedOut' : 'loginFirst'
    // A session ended by the member's own session-time limit says so (decision 044), in their language.
    const told = envelope?.errorCode === RgErrorCode.sessionTimeUsed && envelope.message ? envelope.message : null
    forceLogout(told ? { message: told } : reason)
    throw new ApiError({
      status: response.status,
      errorCode: envelope?.errorCode ?? `http_${response.status}`,
      message: told ?? i18n.t(reason === 'loggedOut' ? 'messages.pls_login' : 'messages.login_first'),
      value: envelope?.value,
      forcedLogout: true,
    })
  }

  // The session stays, but only the password change may proceed (wire-contract §3.3).
  if (envelope?.errorCode === ErrorCode.passwordChangeRequired) requirePasswordChange()

  if (envelope?.success === true) {
    if (import.meta.env.DEV) warnOnShapeDrift(route, envelope.value)
    return envelope.value as RouteValue<R>
  }

  throw new ApiError({
    status: response.status,
    errorCode: envelope?.errorCode ?? (envelope ? `http_${response.status}` : ClientErrorCode.badResponse),
    message: envelope?.message || i18n.t('errors.unknown'),
    value: envelope?.value,
  })
}
