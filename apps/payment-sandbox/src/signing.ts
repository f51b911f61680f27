/**
 * The sandbox gateway's signatures, for both sides of the wire: HMAC-SHA256 with the shared secret,
 * lowercase hex, sent in `X-Sandbox-Signature`. Calls to the gateway sign
 * `${METHOD} ${pathWithQuery}\n${rawBody}`; its webhooks sign the raw JSON body alone.
 * The platform's adapter imports this file (`@parlor/payment-sandbox/signing`), so keep it free of
 * the gateway's own code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-sandbox-signature'

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')
}

/** `rawBody` is '' for a call without a body (GET). `pathWithQuery` is exactly what goes on the request line. */
export function signRequest(secret: string, method: string, pathWithQuery: string, rawBody: string): string {
  return signBody(secret, requestPayload(method, pathWithQuery, rawBody))
}

export function requestPayload(method: string, pathWithQuery: string, rawBody: string): string {
  return `${method.toUpperCase()} ${pathWithQuery}\n${rawBody}`
}

const HEX_SHA256 = /^[0-9a-f]{64}$/

/** Whether `signatureHex` signs `payload`; compared in constant time, and false for anything malformed. */
export function verify(secret: string, payload: string, signatureHex: string | null | undefined): boolean {
  if (typeof signatureHex !== 'string' || !HEX_SHA256.test(signatureHex)) return false
  const expected = Buffer.from(signBody(secret, payload), 'hex')
  return timingSafeEqual(expected, Buffer.from(signatureHex, 'hex'))
}
