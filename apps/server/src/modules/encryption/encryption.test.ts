import { encryptBody, oaepKeySchema, routes, toBase64 } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { legacyEncrypt } from '../../../test/legacy-client.ts'

// Plain bodies are refused here (the default): every login below is encrypted.
let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const CREDS = { username: 'demo', password: 'demo1234', type: 'username' }
const post = (url: string, payload: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { language: 'EN', ...headers } })
const modulus = async () => {
  const res = await t.app.inject({ url: '/wps/session/key/rsa?_=1764000000000' })
  expect(res.statusCode).toBe(200)
  return res.body
}
const oaepKey = async (merchant = 'demo') =>
  oaepKeySchema.parse(
    (await t.app.inject({ url: '/wps/session/key/rsa?scheme=oaep', headers: { merchant } })).json().value,
  )
const expectCode = (res: { statusCode: number; json(): { errorCode?: string } }, status: number, code: string) => {
  expect(res.statusCode).toBe(status)
  expect(res.json().errorCode).toBe(code)
}

describe('legacy scheme (wire-contract §2.1-2.3)', () => {
  it('answers the 1024-bit modulus as plain hex text, with no envelope', async () => {
    const res = await t.app.inject({ url: '/wps/session/key/rsa', headers: { accept: 'text/plain' } })
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toMatch(/^[0-9a-f]{256}$/)
    expect(BigInt(`0x${res.body}`) >> 1023n).toBe(1n)
    expect(await modulus()).toBe(res.body)
  })

  it('decrypts the main layer: {value} body with Encryption, X-Digest and X-RSA', async () => {
    const n = await modulus()
    const e = legacyEncrypt(n, CREDS)
    const res = await post('/wps/session/login', JSON.stringify({ value: e.des }), {
      'content-type': 'application/json',
      encryption: e.rsa,
      'x-digest': e.des,
      'x-rsa': n,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.userName).toBe('demo')
  })

  it('decrypts a JSON string literal body with only Encryption (member-centre layer)', async () => {
    const e = legacyEncrypt(await modulus(), CREDS)
    const res = await post('/wps/session/login', JSON.stringify(e.des), {
      'content-type': 'application/json',
      encryption: e.rsa,
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('decrypts raw base64 text, sent as text/plain or as application/json', async () => {
    const n = await modulus()
    for (const type of ['text/plain', 'application/json']) {
      const e = legacyEncrypt(n, CREDS)
      const res = await post('/wps/session/login', e.des, { 'content-type': type, encryption: e.rsa })
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200)
    }
  })

  it('answers request_body_required to anything that does not decrypt', async () => {
    const n = await modulus()
    const e = legacyEncrypt(n, CREDS)
    const other = legacyEncrypt(n, CREDS)
    const json = { 'content-type': 'application/json' }
    const cases: [string, Record<string, string>][] = [
      [JSON.stringify({ value: toBase64(new Uint8Array(48).fill(7)) }), { ...json, encryption: e.rsa }],
      [JSON.stringify({ value: e.des }), { ...json, encryption: other.rsa }],
      [JSON.stringify({ value: e.des }), { ...json, encryption: 'zz-not-hex' }],
      [JSON.stringify({ value: e.des }), { ...json, encryption: e.rsa, 'x-digest': other.des }],
      [JSON.stringify({ value: e.des }), { ...json, encryption: e.rsa, 'x-rsa': 'ab'.repeat(128) }],
      [JSON.stringify({ nothing: true }), { ...json, encryption: e.rsa }],
      ['%%%', { 'content-type': 'text/plain', encryption: e.rsa }],
    ]
    for (const [payload, headers] of cases) {
      expectCode(await post('/wps/session/login', payload, headers), 400, 'request_body_required')
    }
  })

  it('is refused, key and bodies, by a merchant with the switch off', async () => {
    expectCode(
      await t.app.inject({ url: '/wps/session/key/rsa', headers: { merchant: 'demo2' } }),
      400,
      'legacy_encryption_disabled',
    )
    const e = legacyEncrypt(await modulus(), CREDS)
    const res = await post('/wps/session/login', JSON.stringify({ value: e.des }), {
      'content-type': 'application/json',
      encryption: e.rsa,
      merchant: 'demo2',
    })
    expectCode(res, 400, 'legacy_encryption_disabled')
  })
})

describe('modern scheme (RSA-OAEP-256 + AES-256-GCM, contract crypto.ts)', () => {
  const send = (url: string, enc: Awaited<ReturnType<typeof encryptBody>>, headers: Record<string, string> = {}) =>
    post(url, JSON.stringify(enc.body), { ...enc.headers, ...headers })

  it('answers a 2048-bit SPKI key with its id, in the envelope', async () => {
    const key = await oaepKey()
    expect(key.keyId).toMatch(/^oaep-[0-9a-f]{16}$/)
    const { createPublicKey } = await import('node:crypto')
    const pub = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' })
    expect(pub.asymmetricKeyDetails?.modulusLength).toBe(2048)
  })

  it('decrypts a login for both merchants (the legacy switch does not matter)', async () => {
    for (const merchant of ['demo', 'demo2']) {
      const enc = await encryptBody(await oaepKey(merchant), routes.sessionLogin, CREDS)
      const res = await send('/wps/session/login', enc, { merchant })
      if (merchant === 'demo') expect(res.statusCode, res.body).toBe(200)
      // demo2 has no such member: it got as far as checking the password.
      else expectCode(res, 400, 'login.cred.err')
    }
  })

  it('decrypts a password change', async () => {
    const login = await send('/wps/session/login', await encryptBody(await oaepKey(), routes.sessionLogin, CREDS))
    const token = login.json().value.token
    const body = { oldPassword: 'demo1234', newPassword: 'demo1234', confirmNewPassword: 'demo1234' }
    const enc = await encryptBody(await oaepKey(), routes.memberPassword, body)
    // Decrypted and validated: the same-password rule answered.
    expectCode(await send('/wps/member/password', enc, { authorization: token }), 400, 'modify.new.old.same')
  })

  it('answers request_body_required to tampering, a missing digest, an unknown key or another call', async () => {
    const key = await oaepKey()
    const enc = await encryptBody(key, routes.sessionLogin, CREDS)
    const blob = Buffer.from(enc.body.value, 'base64')
    blob[20] = (blob[20] ?? 0) ^ 1
    const tampered = { value: blob.toString('base64') }
    const { createHash } = await import('node:crypto')
    const redigested = createHash('sha256').update(blob).digest('base64')
    const cases: [string, object, Record<string, string>][] = [
      ['/wps/session/login', tampered, enc.headers],
      ['/wps/session/login', tampered, { ...enc.headers, 'X-Digest': redigested }],
      ['/wps/session/login', enc.body, { ...enc.headers, 'X-Digest': '' }],
      ['/wps/session/login', enc.body, { ...enc.headers, 'X-RSA': 'oaep-0000000000000000' }],
      ['/wps/session/login', enc.body, { ...enc.headers, Encryption: toBase64(new Uint8Array(256)) }],
    ]
    for (const [url, body, headers] of cases)
      expectCode(await post(url, JSON.stringify(body), headers), 400, 'request_body_required')
    // A body made for the password call does not open as a login.
    const forPassword = await encryptBody(key, routes.memberPassword, CREDS)
    expectCode(await send('/wps/session/login', forPassword), 400, 'request_body_required')
  })
})

describe('plain bodies on encrypted calls', () => {
  it('are refused unless PARLOR_ALLOW_PLAIN_AUTH is on', async () => {
    const res = await post('/wps/session/login', JSON.stringify(CREDS), { 'content-type': 'application/json' })
    expectCode(res, 400, 'request_body_required')
    expectCode(await post('/wps/session/login', '', {}), 400, 'request_body_required')
  })

  it('are accepted with the switch on, but never when the request claims to be encrypted', async () => {
    const p = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: 'on' })
    try {
      const plain = await p.app.inject({ method: 'POST', url: '/wps/session/login', payload: CREDS })
      expect(plain.statusCode).toBe(200)
      const claimed = await p.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: CREDS,
        headers: { encryption: 'abcdef', 'x-rsa': 'oaep-0000000000000000' },
      })
      expectCode(claimed, 400, 'request_body_required')
    } finally {
      await p.close()
    }
  })
})
