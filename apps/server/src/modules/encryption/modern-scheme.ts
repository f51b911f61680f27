/**
 * Server side of the modern scheme defined in packages/contract/src/crypto.ts. Not a JWE: the
 * additional data is the call itself, which no JWE serialisation can carry, so the primitives are
 * Node's (OpenSSL) and only the framing is ours (docs/decisions/021-well-kept-crypto-libraries.md).
 */
import { constants, createDecipheriv, createHash, privateDecrypt, type KeyObject } from 'node:crypto'
import { encryptionAad } from '@parlor/contract'

const b64 = /^[A-Za-z0-9+/]+={0,2}$/

export function modernDecrypt(opts: {
  privateKey: KeyObject
  encryption: string
  digest: string | undefined
  body: string
  method: string
  path: string
}): string | null {
  try {
    const value = (JSON.parse(opts.body) as { value?: unknown }).value
    if (typeof value !== 'string' || !b64.test(value) || !b64.test(opts.encryption)) return null
    const blob = Buffer.from(value, 'base64')
    if (blob.length < 12 + 16 + 2) return null
    if (!opts.digest || createHash('sha256').update(blob).digest('base64') !== opts.digest.trim()) return null
    const key = privateDecrypt(
      { key: opts.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(opts.encryption, 'base64'),
    )
    if (key.length !== 32) return null
    const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(0, 12), { authTagLength: 16 })
    decipher.setAAD(Buffer.from(encryptionAad(opts.method, opts.path)))
    decipher.setAuthTag(blob.subarray(blob.length - 16))
    return Buffer.concat([decipher.update(blob.subarray(12, blob.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
