/**
 * The original platform's body encryption (wire-contract §2.2-2.3), kept for existing clients
 * of merchants that switch it on. It is weak by design (textbook RSA-1024, single DES in ECB):
 * see docs/decisions/005-encrypted-bodies.md before relying on it for anything.
 */
import { constants, type KeyObject, privateDecrypt } from 'node:crypto'
import Base64 from 'crypto-js/enc-base64'
import Utf8 from 'crypto-js/enc-utf8'
import CryptoJS from 'crypto-js/core'
import 'crypto-js/tripledes'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'

/**
 * Recovers the client's random string from the `Encryption` header: c^d mod n per
 * space-separated chunk (OpenSSL's raw RSA, no padding, as the client used none), bytes
 * little-endian, trailing zeros dropped, then reversed (the client reversed it before
 * encrypting). Null when it is not what a client makes.
 */
export function recoverLegacyKey(header: string, key: { privateKey: KeyObject }): string | null {
  // Raw RSA takes and gives exactly the modulus length: 128 bytes for the 1024-bit legacy keys.
  const size = Math.ceil((key.privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8)
  const bytes: number[] = []
  for (const chunk of header.trim().split(/\s+/)) {
    if (!/^[0-9a-fA-F]{1,512}$/.test(chunk)) return null
    const digits = chunk.replace(/^0+/, '')
    if (digits.length > size * 2) return null
    let m: Buffer
    try {
      m = privateDecrypt(
        { key: key.privateKey, padding: constants.RSA_NO_PADDING },
        Buffer.from(digits.padStart(size * 2, '0'), 'hex'),
      )
    } catch {
      // OpenSSL refuses c >= n.
      return null
    }
    // m is big-endian with leading zeros; the client's bytes are its significant bytes, low first.
    const first = m.findIndex((b) => b !== 0)
    if (first >= 0) bytes.push(...m.subarray(first).reverse())
  }
  while (bytes.length && bytes[bytes.length - 1] === 0) bytes.pop()
  const text = String.fromCharCode(...bytes.reverse())
  // Clients draw 16 characters from an alphanumeric alphabet; anything else is a wrong key.
  return /^[0-9A-Za-z]{8,64}$/.test(text) ? text : null
}

/** DES-ECB-PKCS7 with the first 8 bytes of `secret` as key, base64 in, UTF-8 out. */
export function desDecrypt(base64: string, secret: string): string | null {
  try {
    const plain = CryptoJS.DES.decrypt({ ciphertext: Base64.parse(base64) } as never, Utf8.parse(secret), {
      mode: ECB,
      padding: Pkcs7,
    })
    return plain.toString(Utf8) || null
  } catch {
    return null
  }
}

/** The DES text out of the three body forms clients send: `{value}`, a JSON string literal, raw base64. */
export function legacyCipherText(body: string): string | null {
  const t = body.trim()
  if (!t) return null
  try {
    if (t.startsWith('{')) {
      const v = (JSON.parse(t) as { value?: unknown }).value
      return typeof v === 'string' ? v : null
    }
    if (t.startsWith('"')) {
      const v = JSON.parse(t) as unknown
      return typeof v === 'string' ? v : null
    }
  } catch {
    return null
  }
  return /^[A-Za-z0-9+/=\s]+$/.test(t) ? t.replace(/\s+/g, '') : null
}
