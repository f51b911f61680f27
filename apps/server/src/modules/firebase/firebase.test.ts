/**
 * Firebase phone sign-in: tokens signed with locally generated keys, served as a JWKS by a
 * local HTTP server (as Google serves its securetoken keys), checked at a time set by the
 * injected clock.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAnswerSchema } from '@parlor/contract'
import { members } from '../../db/schema.ts'
import { testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'

const PROJECT = 'parlor-test'
const ISSUER = `https://securetoken.google.com/${PROJECT}`
const clock = testClock(new Date('2026-12-01T10:00:00Z'))
const nowS = () => Math.floor(clock.now().getTime() / 1000)

let t: TestContext
let jwksServer: Server
let signingKey: CryptoKey
let strangerKey: CryptoKey
let jwksHits = 0

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  signingKey = pair.privateKey
  strangerKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  jwksServer = createServer((_req, res) => {
    jwksHits++
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((ok) => jwksServer.listen(0, '127.0.0.1', ok))
  const port = (jwksServer.address() as AddressInfo).port
  t = await createTestApp(
    {
      PARLOR_ALLOW_PLAIN_AUTH: '1',
      PARLOR_FIREBASE_PROJECT_ID: PROJECT,
      PARLOR_FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
    },
    { clock },
  )
}, 120_000)
afterAll(async () => {
  await t?.close()
  await new Promise((ok) => jwksServer?.close(ok))
})

/** A Firebase ID token as the client SDK would get it, five minutes old by default. */
function token(claims: JWTPayload = {}, o: { key?: CryptoKey; kid?: string } = {}) {
  const iat = nowS() - 300
  const payload: JWTPayload = {
    iss: ISSUER,
    aud: PROJECT,
    sub: 'firebase-uid-1',
    iat,
    exp: iat + 3600,
    auth_time: iat,
    phone_number: '+639171234567',
    firebase: { sign_in_provider: 'phone' },
    ...claims,
  }
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'k1', typ: 'JWT' })
    .sign(o.key ?? signingKey)
}

const login = async (idToken: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    payload: {
      type: 'firebase',
      username: '9171234567',
      countryDialingCode: '+63',
      firebaseIdToken: idToken,
      ...extra,
    },
  })

describe('Firebase phone sign-in', () => {
  it('signs in the member holding the verified number, with the normal login answer', async () => {
    const res = await login(await token())
    expect(res.statusCode).toBe(200)
    const answer = loginAnswerSchema.parse(res.json().value)
    expect(answer).toMatchObject({ userName: 'demo', customerType: 0, changePassword: false })
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: answer.token } })
    expect(info.json().value.account).toBe('demo')
    expect(jwksHits).toBeGreaterThan(0)
  })

  it('accepts the body without a password and with the full number as username', async () => {
    const res = await login(await token(), { username: '639171234567', countryDialingCode: undefined, password: '' })
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'demo' } })
  })

  it('answers bind_customer_required for a number no member holds', async () => {
    const res = await login(await token({ phone_number: '+639998887777' }), { username: '9998887777' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, errorCode: 'bind_customer_required' })
  })

  it('refuses an expired token (by the injected clock)', async () => {
    const good = await token()
    clock.advance(3600_000)
    try {
      expect((await login(good)).json().errorCode).toBe('login.cred.err')
    } finally {
      clock.set(new Date('2026-12-01T10:00:00Z'))
    }
  })

  it('refuses a token issued or authenticated in the future', async () => {
    const ahead = nowS() + 600
    expect((await login(await token({ iat: ahead, exp: ahead + 3600 }))).json().errorCode).toBe('login.cred.err')
    expect((await login(await token({ auth_time: ahead }))).json().errorCode).toBe('login.cred.err')
  })

  it('refuses the wrong audience or issuer', async () => {
    expect((await login(await token({ aud: 'another-project' }))).json().errorCode).toBe('login.cred.err')
    expect((await login(await token({ iss: 'https://securetoken.google.com/another' }))).json().errorCode).toBe(
      'login.cred.err',
    )
  })

  it('refuses a bad signature, an unknown key and a tampered payload', async () => {
    expect((await login(await token({}, { key: strangerKey }))).json().errorCode).toBe('login.cred.err')
    expect((await login(await token({}, { key: strangerKey, kid: 'k9' }))).json().errorCode).toBe('login.cred.err')
    const [h, p, s] = (await token()).split('.')
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString())
    payload.phone_number = '+15550001111'
    const tampered = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`
    expect((await login(tampered)).json().errorCode).toBe('login.cred.err')
    expect((await login('not-a-jwt')).json().errorCode).toBe('login.cred.err')
  })

  it('refuses a token without a subject or a phone number', async () => {
    expect((await login(await token({ sub: '' }))).json().errorCode).toBe('login.cred.err')
    expect((await login(await token({ phone_number: undefined }))).json().errorCode).toBe('login.cred.err')
  })

  it('refuses when the number typed is not the number Firebase proved', async () => {
    expect((await login(await token(), { username: '9170000000' })).json().errorCode).toBe('login.cred.err')
  })

  it('refuses a disabled member', async () => {
    await t.database.db.update(members).set({ status: 0 }).where(eq(members.usernameKey, 'demo'))
    try {
      expect((await login(await token())).json().errorCode).toBe('login.cred.err')
    } finally {
      await t.database.db.update(members).set({ status: 1 }).where(eq(members.usernameKey, 'demo'))
    }
  })

  it('matches within the merchant only', async () => {
    const res = await login(
      await token({ phone_number: '+19171234567' }),
      { username: '9171234567', countryDialingCode: '+1' },
      {
        merchant: 'demo2',
      },
    )
    expect(res.json().errorCode).toBe('bind_customer_required')
  })
})

// Each test here builds its own app (migrations, seed, Argon2 hashes): slow on a busy machine.
const OWN_APP_MS = 120_000

describe('Firebase sign-in configuration', () => {
  it(
    'refuses type firebase with function.not.available when not configured',
    async () => {
      const plain = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
      try {
        const res = await plain.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          payload: { type: 'firebase', username: '9171234567', firebaseIdToken: 'x' },
        })
        expect(res.json().errorCode).toBe('function.not.available')
      } finally {
        await plain.close()
      }
    },
    OWN_APP_MS,
  )

  it(
    'takes an inline JWKS instead of a URL',
    async () => {
      const pair = await generateKeyPair('RS256', { extractable: true })
      const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'inline', alg: 'RS256' }] })
      const inline = await createTestApp(
        { PARLOR_ALLOW_PLAIN_AUTH: '1', PARLOR_FIREBASE_PROJECT_ID: PROJECT, PARLOR_FIREBASE_JWKS: jwks },
        { clock },
      )
      try {
        const idToken = await token({}, { key: pair.privateKey, kid: 'inline' })
        const res = await inline.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          payload: { type: 'firebase', username: '9171234567', firebaseIdToken: idToken },
        })
        expect(res.json()).toMatchObject({ success: true, value: { userName: 'demo' } })
      } finally {
        await inline.close()
      }
    },
    OWN_APP_MS,
  )
})
