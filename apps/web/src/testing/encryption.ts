import { encryptionAad, fromBase64, toBase64 } from '@parlor/contract'
import { jsonResponse, ok, type RecordedRequest } from './fixtures'

/**
 * A modern-scheme key pair (contract crypto.ts) for tests that log in: `keyHandler` answers
 * `GET /wps/session/key/rsa?scheme=oaep` and `open` reads a sealed request body back, the way
 * the server's encrypted-body plugin does.
 */
export async function makeTestKey() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  )
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
  const keyId = 'oaep-test-key'
  const value = { keyId, publicKey: toBase64(spki), algorithm: 'RSA-OAEP-256+A256GCM' as const }

  return {
    keyId,
    keyHandler: () => jsonResponse(ok(value)),
    /** The plaintext JSON of a sealed request (throws if it was not sealed for `method path`). */
    async open(request: RecordedRequest): Promise<Record<string, unknown>> {
      const wrapped = fromBase64(request.headers.get('Encryption') ?? '')
      const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, wrapped)
      const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt'])
      const blob = fromBase64((JSON.parse(request.body ?? '{}') as { value: string }).value)
      const plain = await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: blob.slice(0, 12),
          additionalData: new TextEncoder().encode(encryptionAad(request.method, request.url.pathname)),
        },
        aes,
        blob.slice(12),
      )
      return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>
    },
  }
}
