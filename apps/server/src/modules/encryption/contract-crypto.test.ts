/** The contract's client helper (packages/contract/src/crypto.ts), checked with Node crypto, not the server's code. */
import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ENCRYPTED_CALLS, encryptBody, fromBase64, routes, toBase64 } from '@parlor/contract'

describe('base64 helpers', () => {
  it('match Node for every length', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = randomBytes(n)
      const text = toBase64(bytes)
      expect(text).toBe(bytes.toString('base64'))
      expect(Buffer.from(fromBase64(text))).toEqual(bytes)
    }
    expect(() => fromBase64('not base64!')).toThrow()
  })
})

describe('encrypted calls', () => {
  it('every route flagged encrypted is listed, with its method', () => {
    for (const r of Object.values(routes) as { method: string; path: string; encrypted?: boolean }[]) {
      if (r.encrypted) expect(ENCRYPTED_CALLS).toContain(`${r.method} ${r.path}`)
    }
  })
})

describe('encryptBody (modern scheme)', () => {
  it('produces what the scheme describes, checked with Node crypto', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const key = { keyId: 'oaep-test', publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') }
    const payload = { username: 'demo', password: 'pässwörd' }
    const enc = await encryptBody(key, routes.sessionLogin, payload)
    expect(enc.headers['X-RSA']).toBe('oaep-test')
    expect(enc.headers['Content-Type']).toBe('application/json')

    const blob = Buffer.from(enc.body.value, 'base64')
    expect(enc.headers['X-Digest']).toBe(createHash('sha256').update(blob).digest('base64'))
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(enc.headers.Encryption, 'base64'),
    )
    expect(aesKey).toHaveLength(32)
    const d = createDecipheriv('aes-256-gcm', aesKey, blob.subarray(0, 12))
    d.setAAD(Buffer.from('POST /wps/session/login'))
    d.setAuthTag(blob.subarray(blob.length - 16))
    const plain = Buffer.concat([d.update(blob.subarray(12, blob.length - 16)), d.final()]).toString('utf8')
    expect(JSON.parse(plain)).toEqual(payload)

    // A fresh key and IV every time.
    const again = await encryptBody(key, routes.sessionLogin, payload)
    expect(again.body.value).not.toBe(enc.body.value)
    expect(again.headers.Encryption).not.toBe(enc.headers.Encryption)
  })
})
