/**
 * The seamless-wallet signatures, for both sides of the wire: HMAC-SHA256 with the vendor's shared
 * secret, lowercase hex. Wallet calls sign the raw JSON body (header `X-Parlor-Signature`); launch
 * URLs sign their query string without `sig`, parameters in the fixed order below, values encoded as
 * in the URL. The platform may import this file (`@parlor/vendor-simulator/signing`), so keep it
 * free of the simulator's own code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-parlor-signature'

/** The launch parameters in the order they are signed and sent. */
export const LAUNCH_PARAMS = ['vendor', 'game', 'type', 'lang', 'token', 'back'] as const
/** Sent (and signed) after `back` only when the launch opens a match. */
export const MATCH_PARAM = 'match'
export type LaunchParams = Record<(typeof LAUNCH_PARAMS)[number], string> & { match?: string | undefined }

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')
}

/** `vendor=JL&game=…&back=…`: what the launch `sig` covers. */
export function launchQuery(params: LaunchParams): string {
  const signed = LAUNCH_PARAMS.map((name) => `${name}=${encodeURIComponent(params[name])}`)
  if (params.match) signed.push(`${MATCH_PARAM}=${encodeURIComponent(params.match)}`)
  return signed.join('&')
}

/** The full launch URL the platform hands the browser, e.g. `http://127.0.0.1:4200/launch?vendor=…&sig=…`. */
export function launchUrl(baseUrl: string, secret: string, params: LaunchParams): string {
  const query = launchQuery(params)
  return `${baseUrl.replace(/\/+$/, '')}/launch?${query}&sig=${signBody(secret, query)}`
}

const HEX_SHA256 = /^[0-9a-f]{64}$/

/** Whether `signatureHex` signs `payload`; compared in constant time, and false for anything malformed. */
export function verify(secret: string, payload: string, signatureHex: string | null | undefined): boolean {
  if (typeof signatureHex !== 'string' || !HEX_SHA256.test(signatureHex)) return false
  const expected = Buffer.from(signBody(secret, payload), 'hex')
  return timingSafeEqual(expected, Buffer.from(signatureHex, 'hex'))
}

/**
 * Checks a launch request line's query (`rawQuery`: everything after `?`, as sent). The signature
 * covers the exact bytes the platform wrote, so any encoding it chose verifies; the names must still
 * come in the protocol's order, each once (`match` after `back` when present), with `sig` last.
 */
export function verifyLaunchQuery(secret: string, rawQuery: string): boolean {
  const at = rawQuery.lastIndexOf('&sig=')
  if (at < 0) return false
  const signed = rawQuery.slice(0, at)
  const names = signed.split('&').map((part) => part.split('=', 1)[0])
  const expected = names.length === LAUNCH_PARAMS.length + 1 ? [...LAUNCH_PARAMS, MATCH_PARAM] : LAUNCH_PARAMS
  if (names.length !== expected.length || names.some((n, i) => n !== expected[i])) return false
  return verify(secret, signed, rawQuery.slice(at + 5).toLowerCase())
}
