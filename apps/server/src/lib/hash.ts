import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

/** An opaque secret for a client: `bytes` random bytes, base64url. */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}
