/**
 * Passkeys (decision 043) through the real routes, with a software authenticator made in the test
 * (test/software-authenticator.ts): adding and removing one, the second step of a sign-in,
 * password-free sign-in, and the refusals: replayed assertions, counters going back, another
 * member's passkey, unknown credentials, hosts the server does not serve, members on a break.
 * Also the gap decision 041 left: Firebase (like social) sign-in now asks for the second step.
 */
import { randomBytes } from 'node:crypto'
import { AccountProtectionErrorCode as Code, ErrorCode, RgErrorCode } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { type SoftwarePasskey, softwarePasskey } from '../../../test/software-authenticator.ts'
import { loginEvents, memberPasskeys, members, merchants, rgExclusions, sessions } from '../../db/schema.ts'
import { hashPassword } from '../../lib/password.ts'
import type { MemberRow } from '../member/member-repository.ts'

const clock = testClock(new Date('2026-12-01T10:00:05Z'))
let t: TestContext
let merchantId: number
const PASSWORD = 'Secret123'
let passwordHash: string
/** Firebase sign-in in these tests: the "ID token" is the username. */
let firebaseMember: (name: string) => Promise<MemberRow>

beforeAll(async () => {
  t = await createTestApp(
    { PARLOR_ALLOW_PLAIN_AUTH: '1' },
    { clock, firebaseLogin: async (_ctx, body) => firebaseMember(body.username) },
  )
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchantId = m.id
  passwordHash = await hashPassword(PASSWORD)
  firebaseMember = async (name) => {
    const [row] = await t.database.db.select().from(members).where(eq(members.username, name))
    if (!row) throw new Error('no member')
    return row as MemberRow
  }
})
afterAll(() => t.close())

// `inject` speaks to http://localhost: the relying party is `localhost` (PARLOR_PASSKEY_HOSTS).
const ORIGIN = 'http://localhost'
let ipSeq = 1

async function newMember() {
  const username = `pk${randomBytes(4).toString('hex')}`
  const [row] = await t.database.db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, passwordHash, firstTimeLogin: false })
    .returning()
  if (!row) throw new Error('insert failed')
  return { id: row.id, username, ip: `10.8.0.${ipSeq++}` }
}
type Member = Awaited<ReturnType<typeof newMember>>

const post = (url: string, payload: object, o: { token?: string; ip?: string; host?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      language: 'EN',
      ...(o.host ? { host: o.host } : {}),
      ...(o.token ? { authorization: o.token } : {}),
    },
    remoteAddress: o.ip ?? '10.8.9.9',
    payload,
  })
const login = (m: Member) => post('/wps/session/login', { username: m.username, password: PASSWORD }, { ip: m.ip })

async function signedIn(m: Member): Promise<string> {
  const res = await login(m)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.token as string
}

/** Adds a software passkey to the member's account through the security centre's calls. */
async function addPasskey(m: Member, opts: { counter?: number; userVerified?: boolean } = {}) {
  const token = await signedIn(m)
  const key = softwarePasskey({ origin: ORIGIN, ...opts })
  const options = await post('/wps/member/security/passkeys/options', { password: PASSWORD }, { token })
  expect(options.statusCode, options.body).toBe(200)
  const added = await post(
    '/wps/member/security/passkeys',
    { name: 'Phone', attestation: key.attest(options.json().value) },
    { token },
  )
  expect(added.statusCode, added.body).toBe(200)
  return { key, token }
}

async function secondStepChallenge(m: Member) {
  const res = await login(m)
  expect(res.json().errorCode, res.body).toBe(Code.loginVerifyRequired)
  return res.json().value as { ga?: true; passkey?: true; challenge: string }
}

async function passkeyStep(m: Member, key: SoftwarePasskey) {
  const { challenge } = await secondStepChallenge(m)
  const options = await post('/wps/session/passkey/options', { challenge }, { ip: m.ip })
  expect(options.statusCode, options.body).toBe(200)
  return { challenge, options: options.json().value, assertion: key.assert(options.json().value) }
}
const verify = (m: Member, challenge: string, assertion: object) =>
  post('/wps/session/login/verification', { challenge, method: 'P', assertion }, { ip: m.ip })

async function signinOptions(ip = '10.8.9.9') {
  const res = await post('/wps/session/passkey/options', {}, { ip })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as { challenge: string; rpId: string; allowCredentials?: unknown[] }
}
const passkeyLogin = (assertion: object, ip = '10.8.9.9') => post('/wps/session/passkey/login', { assertion }, { ip })

describe('adding passkeys', () => {
  it('asks for the password, keeps the key, lists it and removes it with the password', async () => {
    const m = await newMember()
    const token = await signedIn(m)
    const wrong = await post('/wps/member/security/passkeys/options', { password: 'nope12345' }, { token })
    expect(wrong.json().errorCode).toBe('old.password.incorrect')

    const { key } = await addPasskey(m)
    const [row] = await t.database.db.select().from(memberPasskeys).where(eq(memberPasskeys.memberId, m.id))
    expect(row).toMatchObject({ credentialId: key.id, name: 'Phone', rpId: 'localhost', counter: 0 })

    const list = await t.app.inject({ url: '/wps/member/security/passkeys', headers: { authorization: token } })
    expect(list.json().value).toEqual([
      { id: row?.id, name: 'Phone', createdAt: clock.now().getTime(), lastUsedAt: null },
    ])

    const badRemove = await post(
      '/wps/member/security/passkeys/remove',
      { id: row?.id, password: 'nope12345' },
      { token },
    )
    expect(badRemove.json().errorCode).toBe('old.password.incorrect')
    const removed = await post('/wps/member/security/passkeys/remove', { id: row?.id, password: PASSWORD }, { token })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await t.database.db.select().from(memberPasskeys).where(eq(memberPasskeys.memberId, m.id))).toEqual([])
    // No passkey left: the password alone signs in again.
    expect((await login(m)).statusCode).toBe(200)
  })

  it('takes a registration challenge once and only for the member it was made for', async () => {
    const m = await newMember()
    const other = await newMember()
    const token = await signedIn(m)
    const otherToken = await signedIn(other)
    const key = softwarePasskey({ origin: ORIGIN })
    const options = (await post('/wps/member/security/passkeys/options', { password: PASSWORD }, { token })).json()
      .value
    const attestation = key.attest(options)
    const stolen = await post('/wps/member/security/passkeys', { name: 'X', attestation }, { token: otherToken })
    expect(stolen.json().errorCode).toBe(Code.passkeyInvalid)
    // The challenge was taken by that try: the rightful member must start again.
    const late = await post('/wps/member/security/passkeys', { name: 'X', attestation }, { token })
    expect(late.json().errorCode).toBe(Code.passkeyInvalid)
  })

  it('refuses a host the server does not serve, and a foreign origin', async () => {
    const m = await newMember()
    const token = await signedIn(m)
    const res = await post(
      '/wps/member/security/passkeys/options',
      { password: PASSWORD },
      { token, host: 'evil.example' },
    )
    expect(res.json().errorCode).toBe(Code.passkeyHostRefused)
    expect((await post('/wps/session/passkey/options', {}, { host: 'evil.example' })).json().errorCode).toBe(
      Code.passkeyHostRefused,
    )
    const phish = softwarePasskey({ origin: 'https://evil.example' })
    const options = (await post('/wps/member/security/passkeys/options', { password: PASSWORD }, { token })).json()
      .value
    const added = await post(
      '/wps/member/security/passkeys',
      { name: 'X', attestation: phish.attest(options) },
      { token },
    )
    expect(added.json().errorCode).toBe(Code.passkeyInvalid)
  })

  it('refuses malformed attestations with the envelope, not a 500', async () => {
    const m = await newMember()
    const token = await signedIn(m)
    const res = await post('/wps/member/security/passkeys', { name: 'X', attestation: { id: '!!' } }, { token })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' })
  })
})

describe('passkey as the second step', () => {
  it('answers passkey: true (no ga without an authenticator app) and signs in with the assertion', async () => {
    const m = await newMember()
    const { key } = await addPasskey(m)
    const value = await secondStepChallenge(m)
    expect(value.passkey).toBe(true)
    expect(value.ga).toBeUndefined()
    const { challenge, options, assertion } = await passkeyStep(m, key)
    expect(options.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }])
    const res = await verify(m, challenge, assertion)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.token).toBeTruthy()
    const [row] = await t.database.db.select().from(memberPasskeys).where(eq(memberPasskeys.memberId, m.id))
    expect(row?.lastUsedAt).toEqual(clock.now())
  })

  it('refuses a replayed assertion, even on a new sign-in', async () => {
    const m = await newMember()
    const { key } = await addPasskey(m)
    const { challenge, assertion } = await passkeyStep(m, key)
    expect((await verify(m, challenge, assertion)).statusCode).toBe(200)
    const again = await secondStepChallenge(m)
    const replay = await verify(m, again.challenge, assertion)
    expect(replay.json().errorCode).toBe(Code.passkeyInvalid)
    const history = await t.database.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.memberId, m.id), eq(loginEvents.success, false)))
    expect(history).toHaveLength(1)
  })

  it('refuses another member’s passkey and a counter that goes backwards', async () => {
    const m = await newMember()
    const other = await newMember()
    const { key } = await addPasskey(m, { counter: 5 })
    const { key: otherKey } = await addPasskey(other)
    const { challenge, options } = await passkeyStep(m, key)
    const wrong = await verify(m, challenge, otherKey.assert(options))
    expect(wrong.json().errorCode).toBe(Code.passkeyInvalid)

    const ok = await passkeyStep(m, key)
    expect((await verify(m, ok.challenge, ok.assertion)).statusCode).toBe(200)
    key.setCounter(2)
    const cloned = await passkeyStep(m, key)
    expect((await verify(m, cloned.challenge, cloned.assertion)).json().errorCode).toBe(Code.passkeyInvalid)
  })

  it('counts wrong assertions in the login limits like wrong codes', async () => {
    const m = await newMember()
    const { key } = await addPasskey(m)
    const { key: stranger } = await addPasskey(await newMember())
    // Right passwords do not count; each wrong assertion does, until the password alone is not enough.
    let answer = ''
    for (let i = 0; i < 15; i++) {
      const res = await login(m)
      answer = res.json().errorCode
      if (answer !== Code.loginVerifyRequired) break
      const { challenge } = res.json().value
      const options = (await post('/wps/session/passkey/options', { challenge }, { ip: m.ip })).json().value
      expect((await verify(m, challenge, stranger.assert(options))).json().errorCode).toMatch(
        new RegExp(`${Code.passkeyInvalid}|${ErrorCode.tooManyRequestLogin}`),
      )
    }
    expect([ErrorCode.captchaError, ErrorCode.tooManyRequestLogin]).toContain(answer)
    expect(key.id).toBeTruthy()
    clock.advance(60 * 60_000)
  })
})

describe('password-free sign-in', () => {
  it('signs in with the passkey alone, like a password sign-in (history, counters)', async () => {
    const m = await newMember()
    const { key } = await addPasskey(m, { counter: 1 })
    const options = await signinOptions()
    expect(options.allowCredentials ?? []).toEqual([])
    expect(options.rpId).toBe('localhost')
    const res = await passkeyLogin(key.assert(options), m.ip)
    expect(res.statusCode, res.body).toBe(200)
    const token = res.json().value.token as string
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, m.id))
      .orderBy(sessions.id)
    expect(session).toBeTruthy()
    const me = await t.app.inject({ url: '/wps/member/security/passkeys', headers: { authorization: token } })
    expect(me.statusCode).toBe(200)
    const events = await t.database.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.memberId, m.id), eq(loginEvents.loginType, 'passkey')))
    expect(events.map((e) => e.success)).toEqual([true])
  })

  it('answers an unknown credential, a replay and a missing user verification as a wrong password', async () => {
    const m = await newMember()
    const { key } = await addPasskey(m)
    const unknown = softwarePasskey({ origin: ORIGIN })
    const wrongPassword = await post('/wps/session/login', { username: m.username, password: 'Wrong12345' })
    const refused = await passkeyLogin(unknown.assert(await signinOptions()))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errorCode).toBe(ErrorCode.loginCredErr)
    expect(refused.json().message).toBe(wrongPassword.json().message)

    const assertion = key.assert(await signinOptions())
    expect((await passkeyLogin(assertion)).statusCode).toBe(200)
    expect((await passkeyLogin(assertion)).json().errorCode).toBe(ErrorCode.loginCredErr)
    // A second-step challenge is no sign-in challenge.
    const step = await passkeyStep(m, key)
    expect((await passkeyLogin(step.assertion)).json().errorCode).toBe(ErrorCode.loginCredErr)

    const lazy = await newMember()
    const { key: noUv } = await addPasskey(lazy, { userVerified: false })
    expect((await passkeyLogin(noUv.assert(await signinOptions()))).json().errorCode).toBe(ErrorCode.loginCredErr)
  })

  it('refuses a member on a break, as the password sign-in does', async () => {
    const m = await newMember()
    const { key } = await addPasskey(m)
    await t.database.db.insert(rgExclusions).values({
      memberId: m.id,
      merchantId,
      kind: 'self_exclusion',
      startedAt: clock.now(),
      endsAt: null,
    })
    const res = await passkeyLogin(key.assert(await signinOptions()), m.ip)
    expect(res.statusCode).toBe(403)
    expect(res.json().errorCode).toBe(RgErrorCode.signInExcludedPermanent)
    // The password and the passkey as its second step end at the same refusal.
    const step = await passkeyStep(m, key)
    const byPassword = await verify(m, step.challenge, step.assertion)
    expect(byPassword.statusCode).toBe(403)
    expect(byPassword.json().errorCode).toBe(RgErrorCode.signInExcludedPermanent)
  })
})

describe('sign-ins proven elsewhere', () => {
  it('Firebase sign-in asks a member with a passkey for the second step, then opens the session', async () => {
    const m = await newMember()
    const { key } = await addPasskey(m)
    const res = await post('/wps/session/login', { type: 'firebase', username: m.username, password: '' }, { ip: m.ip })
    expect(res.json().errorCode, res.body).toBe(Code.loginVerifyRequired)
    const { challenge } = res.json().value
    const options = (await post('/wps/session/passkey/options', { challenge }, { ip: m.ip })).json().value
    const done = await verify(m, challenge, key.assert(options))
    expect(done.statusCode, done.body).toBe(200)
    const [event] = await t.database.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.memberId, m.id), eq(loginEvents.loginType, 'firebase')))
    expect(event?.success).toBe(true)

    // Without a second factor it stays one step.
    const plain = await newMember()
    const one = await post('/wps/session/login', { type: 'firebase', username: plain.username, password: '' })
    expect(one.statusCode, one.body).toBe(200)
  })
})
