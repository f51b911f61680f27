import { z } from 'zod'

/** Every JSON answer of the platform (wire-contract §1.1). */
export interface Envelope<T> {
  success: boolean
  value: T
  errorCode?: string
  message?: string
}

/**
 * The envelope of an answer, or null when the body is not one (empty, or a proxy's HTML error
 * page): the clients then report the HTTP status instead. Takes anything with `json()`, as fetch's
 * Response has.
 */
export async function readEnvelope(response: { json(): Promise<unknown> }): Promise<Envelope<unknown> | null> {
  try {
    const body = await response.json()
    return typeof body === 'object' && body !== null && 'success' in body ? (body as Envelope<unknown>) : null
  } catch {
    return null
  }
}

/** A route entry's path with its `:name` segments filled in, each value escaped. */
export function fillPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}

export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value,
    errorCode: z.string().optional(),
    message: z.string().optional(),
  })

/**
 * Error codes we answer with. The dotted and `#nnn` ones are the original platform's
 * (wire-contract §1.1) and are kept verbatim so existing clients keep reacting to them;
 * the snake_case ones are ours, for cases the original does not name.
 */
export const ErrorCode = {
  requestParam: 'request_param_err',
  requestBodyRequired: 'request_body_required',
  requestBodyMalformed: 'request_body_malformed',
  requestBodyTooLarge: 'request_body_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  notFound: 'not_found',
  methodNotSupported: '#459',
  functionNotAvailable: 'function.not.available',
  domainNotAvailable: 'domain_not_available',
  tooManyRequests: 'TOO_MANY_REQUEST',
  customerNotLogin: 'customer.not.login',
  tokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  internal: 'internal_error',
  /** The database is saturated or a transaction kept conflicting: retry after Retry-After (HTTP 503). */
  serverBusy: 'server_busy',
  /** Shared sign-in state (Redis: counters, captchas, codes) cannot be reached: retry after Retry-After (HTTP 503). */
  storeUnavailable: 'store_unavailable',
  /** /ready: this instance should not get traffic now; the message names what is down (HTTP 503). */
  notReady: 'not_ready',
  // sign-in (wire-contract §1.1, §3; accounts-and-access §8)
  loginCredErr: 'login.cred.err',
  captchaError: 'captcha.error',
  tooManyRequestLogin: 'TOO_MANY_REQUEST_LOGIN',
  tooManyRequestSms: 'TOO_MANY_REQUEST_SMS',
  inNeedTrueAccount: 'in_need_true_account',
  modifyNewOldSame: 'modify.new.old.same',
  oldPasswordIncorrect: 'old.password.incorrect',
  /** A password change without the old password, outside the one forced change a sign-in allows. */
  oldPasswordRequired: 'old.password.required',
  passwordConfirmMismatch: 'in_confirmation_correct',
  passwordFormat: 'password.format.err',
  /**
   * HTTP 403: this session must change its password first (first login, expired password under
   * PWDEXPFORCECHANGE3, the default password); only the change, sign-out and member info answer.
   */
  passwordChangeRequired: 'password.change.required',
  legacyEncryptionDisabled: 'legacy_encryption_disabled',
  /** Firebase phone sign-in for a number no member holds (wire-contract §1.1). */
  bindCustomerRequired: 'bind_customer_required',
  /** The one-time code from social sign-in is unknown, used or expired. */
  oauthCodeInvalid: 'oauth_code_invalid',
} as const
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

/** errorCodes after which a client must drop its session (wire-contract §1.1). */
export const FORCE_LOGOUT_CODES: readonly string[] = [
  ErrorCode.customerNotLogin,
  ErrorCode.tokenInvalid,
  ErrorCode.loginNotSession,
]

/** Request header names, spelled as the original clients send them (wire-contract §1.2). */
export const Header = {
  merchant: 'Merchant',
  language: 'Language',
  authorization: 'Authorization',
  moduleId: 'ModuleId',
  device: 'Device',
} as const

export const DEVICES = ['IPAD', 'PWA', 'PWA-Android', 'WEBCLIP', 'OTHERS'] as const

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(26),
})

/** Last year a date input may name. */
const MAX_YEAR = 9998

/**
 * Whether `YYYY-MM-DD` names a day that exists (leap years counted) in the years 1 to 9998. The
 * shape alone lets 2024-13-45 or 2024-02-30 through, which become Invalid Date deep in a query;
 * an inclusive range ends at the start of the next day, which must still have a four-digit year
 * for PostgreSQL to read it.
 */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return year >= 1 && year <= MAX_YEAR && days !== undefined && day >= 1 && day <= days
}

/** A calendar day as `YYYY-MM-DD`, e.g. the start and end of a report's range. */
export const calendarDaySchema = z.string().refine(isCalendarDay, { message: 'must be a real date as YYYY-MM-DD' })

/** Latest instant a date input may name (the end of MAX_YEAR): later ones overflow the database. */
export const MAX_EPOCH_MS = Date.UTC(MAX_YEAR + 1, 0, 1) - 1

/** An instant as epoch milliseconds, as the older clients send dates. */
export const epochMsSchema = z.coerce.number().int().min(0).max(MAX_EPOCH_MS)
