/**
 * Encrypted request bodies (wire-contract §2), our modern scheme. Edit with care: the server's
 * decryption (apps/server/src/modules/encryption) must change in step, and clients in the field
 * depend on it. Why the original ("legacy") scheme is weak: docs/decisions/005-encrypted-bodies.md.
 *
 * Scheme `RSA-OAEP-256+A256GCM`, one fresh AES key per request:
 *  1. Key: `GET /wps/session/key/rsa?scheme=oaep` → `{ keyId, publicKey, algorithm }`;
 *     publicKey = SPKI DER (base64) of a 2048-bit RSA key, keyId starts with `oaep-`.
 *  2. k = 32 random bytes (AES-256), iv = 12 random bytes.
 *  3. blob = iv ‖ AES-256-GCM(k, iv, plaintext = UTF-8 JSON of the payload,
 *     additional data = UTF-8 `"<METHOD> <path>"`, e.g. `"POST /wps/session/login"`), the GCM
 *     output being ciphertext ‖ 16-byte tag. The additional data binds the body to the call, so a
 *     captured login body cannot be replayed as a password change.
 *  4. Headers: `Encryption: base64(RSA-OAEP(SHA-256, MGF1-SHA-256, no label)(k))`,
 *     `X-RSA: <keyId>`, `X-Digest: base64(SHA-256(blob))`.
 *  5. Body: JSON `{ "value": base64(blob) }`, `Content-Type: application/json`.
 * Base64 is the standard alphabet with padding. The server answers 400 `request_body_required`
 * to anything it cannot decrypt or verify.
 *
 * Works in browsers and in Node ≥ 20 through WebCrypto (`globalThis.crypto.subtle`).
 */

export const MODERN_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const
export const MODERN_KEY_ID_PREFIX = 'oaep-'
export const ENCRYPTION_HEADERS = { key: 'Encryption', keyId: 'X-RSA', digest: 'X-Digest' } as const

/** Calls whose bodies travel encrypted (wire-contract §2), as `"<METHOD> <path>"`. */
export const ENCRYPTED_CALLS: readonly string[] = [
  'POST /wps/session/login',
  'POST /wps/session/login/verification',
  'PUT /wps/member/register',
  'PUT /wps/member/register/mobile',
  'POST /wps/member/password',
  'POST /wps/member/password/verification',
  'POST /wps/member/password/reset',
  'POST /wps/member/security/totp/setup',
  'POST /wps/member/security/totp/disable',
  'POST /wps/member/security/passkeys/options',
  'POST /wps/member/security/passkeys/remove',
]

export const encryptionAad = (method: string, path: string) => `${method.toUpperCase()} ${path}`

export interface EncryptedRequest {
  headers: { Encryption: string; 'X-RSA': string; 'X-Digest': string; 'Content-Type': 'application/json' }
  body: { value: string }
}

// Minimal structural types, so this file needs neither the DOM library nor @types/node.
type Bytes = Uint8Array<ArrayBuffer>
interface Subtle {
  importKey(format: 'spki' | 'raw', key: Bytes, alg: unknown, extractable: boolean, usages: string[]): Promise<unknown>
  encrypt(alg: unknown, key: unknown, data: Bytes): Promise<ArrayBuffer>
  digest(alg: 'SHA-256', data: Bytes): Promise<ArrayBuffer>
}
interface WebCrypto {
  subtle: Subtle
  getRandomValues(array: Bytes): Bytes
}
const webCrypto = () => (globalThis as unknown as { crypto: WebCrypto }).crypto

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

export function toBase64(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0
    const b = bytes[i + 1] ?? 0
    const c = bytes[i + 2] ?? 0
    const n = (a << 16) | (b << 8) | c
    out += ALPHABET[(n >> 18) & 63]
    out += ALPHABET[(n >> 12) & 63]
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] : '='
    out += i + 2 < bytes.length ? ALPHABET[n & 63] : '='
  }
  return out
}

export function fromBase64(text: string): Bytes {
  const clean = text.replace(/[\s=]/g, '')
  if (/[^A-Za-z0-9+/]/.test(clean) || clean.length % 4 === 1) throw new Error('not base64')
  const out = new Uint8Array(new ArrayBuffer(Math.floor((clean.length * 3) / 4)))
  let bits = 0
  let acc = 0
  let j = 0
  for (const ch of clean) {
    acc = (acc << 6) | ALPHABET.indexOf(ch)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[j++] = (acc >> bits) & 0xff
    }
  }
  return out
}

type Encoder = new () => { encode(s: string): Uint8Array }
/** UTF-8 bytes in a plain ArrayBuffer, the buffer type Web Crypto's signatures accept. */
export const utf8 = (s: string): Bytes => {
  const encoded = new (globalThis as unknown as { TextEncoder: Encoder }).TextEncoder().encode(s)
  const copy = new Uint8Array(new ArrayBuffer(encoded.length))
  copy.set(encoded)
  return copy
}

/**
 * Encrypts one call's body with the modern scheme. `key` is the `value` of
 * `GET /wps/session/key/rsa?scheme=oaep`; `call` is the contract route (method and path).
 */
export async function encryptBody(
  key: { keyId: string; publicKey: string },
  call: { method: string; path: string },
  payload: unknown,
): Promise<EncryptedRequest> {
  const web = webCrypto()
  const subtle = web.subtle
  const random = (n: number) => web.getRandomValues(new Uint8Array(new ArrayBuffer(n)))
  const rsa = await subtle.importKey('spki', fromBase64(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ])
  const raw = random(32)
  const aes = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt'])
  const iv = random(12)
  const sealed = new Uint8Array(
    await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: utf8(encryptionAad(call.method, call.path)), tagLength: 128 },
      aes,
      utf8(JSON.stringify(payload)),
    ),
  )
  const blob = new Uint8Array(new ArrayBuffer(iv.length + sealed.length))
  blob.set(iv, 0)
  blob.set(sealed, iv.length)
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw))
  const digest = new Uint8Array(await subtle.digest('SHA-256', blob))
  return {
    headers: {
      Encryption: toBase64(wrapped),
      'X-RSA': key.keyId,
      'X-Digest': toBase64(digest),
      'Content-Type': 'application/json',
    },
    body: { value: toBase64(blob) },
  }
}
