import { z } from 'zod'

/** Every JSON answer of the platform (wire-contract §1.1). */
export interface Envelope<T> {
  success: boolean
  value: T
  errorCode?: string
  message?: string
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
  // sign-in (wire-contract §1.1, §3; accounts-and-access §8)
  loginCredErr: 'login.cred.err',
  captchaError: 'captcha.error',
  tooManyRequestLogin: 'TOO_MANY_REQUEST_LOGIN',
  tooManyRequestSms: 'TOO_MANY_REQUEST_SMS',
  inNeedTrueAccount: 'in_need_true_account',
  modifyNewOldSame: 'modify.new.old.same',
  oldPasswordIncorrect: 'old.password.incorrect',
  passwordConfirmMismatch: 'in_confirmation_correct',
  passwordFormat: 'password.format.err',
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

/** Money travels as integer minor units; this is the only place that turns it into text. */
export function formatMinor(minor: number | bigint, fractionDigits = 2): string {
  const n = typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor))
  const neg = n < 0n
  const abs = neg ? -n : n
  const scale = 10n ** BigInt(fractionDigits)
  const whole = (abs / scale).toLocaleString('en-US')
  const frac = (abs % scale).toString().padStart(fractionDigits, '0')
  return `${neg ? '-' : ''}${whole}${fractionDigits > 0 ? `.${frac}` : ''}`
}

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(26),
})
