/**
 * Two-step sign-in through the real routes with a clock the test moves: enrolment, the challenge
 * of the first step, replayed codes and spent challenges refused, recovery codes used once, the
 * open sessions and history, and the inbox notice of a new device.
 */
import { randomBytes } from 'node:crypto'
import { AccountProtectionErrorCode as Code } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { inboxMessages, memberTotp, members, merchants, sessions } from '../../db/schema.ts'
import { hashPassword } from '../../lib/password.ts'

const clock = testClock(new Date('2026-12-01T10:00:05Z'))
let t: TestContext
let merchantId: number
const PASSWORD = 'Secret123'
let passwordHash: string

beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchantId = m.id
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(() => t.close())

let ipSeq = 1
const UA_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36'
const UA_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'

async function newMember() {
  const username = `tf${randomBytes(4).toString('hex')}`
  const [row] = await t.database.db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, passwordHash, firstTimeLogin: false })
    .returning()
  if (!row) throw new Error('insert failed')
  return { id: row.id, username, ip: `10.9.0.${ipSeq++}` }
}
type Member = Awaited<ReturnType<typeof newMember>>

const post = (url: string, payload: object, o: { token?: string; ip?: string; ua?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { language: 'EN', 'user-agent': o.ua ?? UA_PHONE, ...(o.token ? { authorization: o.token } : {}) },
    remoteAddress: o.ip ?? '10.9.9.9',
    payload,
  })
const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: token, language: 'EN' } })
const login = (m: Member, ua = UA_PHONE) =>
  post('/wps/session/login', { username: m.username, password: PASSWORD }, { ip: m.ip, ua })
const verifyCode = (m: Member, challenge: string, authCode: string, method?: 'G' | 'R') =>
  post('/wps/session/login/verification', { challenge, authCode, ...(method ? { method } : {}) }, { ip: m.ip })
const codeAt = (secret: string, offsetS = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetS })

/** Signs in (one step), sets up and confirms an authenticator: answers the secret and recovery codes. */
async function enrol(m: Member) {
  const first = await login(m)
  expect(first.statusCode, first.body).toBe(200)
  const token = first.json().value.token as string
  const setup = await post('/wps/member/security/totp/setup', { password: PASSWORD }, { token })
  expect(setup.statusCode, setup.body).toBe(200)
  const { secret, qrDataUrl, otpauthUrl } = setup.json().value
  expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(otpauthUrl).toContain(`secret=${secret}`)
  const confirm = await post('/wps/member/security/totp/confirm', { code: await codeAt(secret) }, { token })
  expect(confirm.statusCode, confirm.body).toBe(200)
  clock.advance(30_000)
  return { token, secret: secret as string, recoveryCodes: confirm.json().value.recoveryCodes as string[] }
}

async function challengeOf(m: Member) {
  const res = await login(m)
  expect(res.statusCode, res.body).toBe(400)
  expect(res.json()).toMatchObject({ errorCode: Code.loginVerifyRequired, value: { ga: true } })
  expect(res.json().message).toMatch(/authenticator/)
  return res.json().value.challenge as string
}

describe('enrolment', () => {
  it('keeps the secret sealed, asks for the password again, and turns two-step sign-in on only after a first code', async () => {
    const m = await newMember()
    const token = (await login(m)).json().value.token as string
    const wrong = await post('/wps/member/security/totp/setup', { password: 'nope1234' }, { token })
    expect(wrong.json().errorCode).toBe('old.password.incorrect')
    const setup = await post('/wps/member/security/totp/setup', { password: PASSWORD }, { token })
    const { secret } = setup.json().value
    const [row] = await t.database.db.select().from(memberTotp).where(eq(memberTotp.memberId, m.id))
    expect(row?.secretSealed).toBeTruthy()
    expect(row?.secretSealed).not.toContain(secret)
    // Not confirmed yet: the password alone still signs in.
    expect((await login(m)).statusCode).toBe(200)
    const bad = await post('/wps/member/security/totp/confirm', { code: '000000' }, { token })
    expect(bad.json().errorCode).toBe(Code.codeInvalid)
    const ok = await post('/wps/member/security/totp/confirm', { code: await codeAt(secret) }, { token })
    expect(ok.json().value.recoveryCodes).toHaveLength(10)
    expect((await get('/wps/member/security/totp', token)).json().value).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    })
    const again = await post('/wps/member/security/totp/setup', { password: PASSWORD }, { token })
    expect(again.json().errorCode).toBe(Code.alreadyEnabled)
  })

  it('refuses malformed bodies with the envelope, not a 500', async () => {
    const m = await newMember()
    const token = (await login(m)).json().value.token as string
    const res = await post('/wps/member/security/totp/confirm', { code: 'abc' }, { token })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' })
  })
})

describe('two-step sign-in', () => {
  it('answers a challenge instead of a session, and the right code completes the sign-in', async () => {
    const m = await newMember()
    const { secret } = await enrol(m)
    const before = await t.database.db.select().from(sessions).where(eq(sessions.memberId, m.id))
    const challenge = await challengeOf(m)
    expect(await t.database.db.select().from(sessions).where(eq(sessions.memberId, m.id))).toHaveLength(before.length)
    const wrong = await verifyCode(m, challenge, '123456')
    expect(wrong.json()).toMatchObject({ success: false, errorCode: Code.codeInvalid })
    const ok = await verifyCode(m, challenge, await codeAt(secret))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().value.userName).toBe(m.username)
    expect((await get('/wps/member/info', ok.json().value.token)).statusCode).toBe(200)
    // A challenge is single use.
    const reuse = await verifyCode(m, challenge, await codeAt(secret, 30))
    expect(reuse.json().errorCode).toBe(Code.challengeExpired)
  })

  it('refuses a code whose time step was already used, even with a fresh challenge', async () => {
    const m = await newMember()
    const { secret } = await enrol(m)
    const code = await codeAt(secret)
    expect((await verifyCode(m, await challengeOf(m), code)).statusCode).toBe(200)
    const replay = await verifyCode(m, await challengeOf(m), code)
    expect(replay.json().errorCode).toBe(Code.codeInvalid)
    // Two sign-ins racing with one code: only one gets in.
    clock.advance(30_000)
    const next = await codeAt(secret)
    const [a, b] = await Promise.all([
      verifyCode(m, await challengeOf(m), next),
      verifyCode(m, await challengeOf(m), next),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400])
  })

  it('lets a challenge take five codes, counting each as a failed sign-in', async () => {
    const m = await newMember()
    const { secret } = await enrol(m)
    const challenge = await challengeOf(m)
    for (let i = 0; i < 5; i++)
      expect((await verifyCode(m, challenge, '111111')).json().errorCode).toBe(Code.codeInvalid)
    expect((await verifyCode(m, challenge, await codeAt(secret))).json().errorCode).toBe(Code.challengeExpired)
    // Wrong codes are the account's login failures: the next password sign-in needs the captcha.
    expect((await login(m)).json()).toMatchObject({ errorCode: 'captcha.error', value: { captcha: true } })
  })

  it('lets a challenge expire after five minutes', async () => {
    const m = await newMember()
    const { secret } = await enrol(m)
    const late = await challengeOf(m)
    clock.advance(5 * 60_000 + 1000)
    expect((await verifyCode(m, late, await codeAt(secret))).json().errorCode).toBe(Code.challengeExpired)
  })

  it('takes each recovery code once, dashes and case ignored', async () => {
    const m = await newMember()
    const { recoveryCodes, token } = await enrol(m)
    const code = recoveryCodes[0] ?? ''
    const ok = await verifyCode(m, await challengeOf(m), code.toUpperCase(), 'R')
    expect(ok.statusCode, ok.body).toBe(200)
    const again = await verifyCode(m, await challengeOf(m), code.replace('-', ''), 'R')
    expect(again.json().errorCode).toBe(Code.codeInvalid)
    expect((await get('/wps/member/security/totp', token)).json().value.recoveryCodesLeft).toBe(9)
  })

  it('turns off with the password and a current code, after which the password alone signs in', async () => {
    const m = await newMember()
    const { secret, token } = await enrol(m)
    const noCode = await post('/wps/member/security/totp/disable', { password: PASSWORD, code: '000000' }, { token })
    expect(noCode.json().errorCode).toBe(Code.codeInvalid)
    const off = await post(
      '/wps/member/security/totp/disable',
      { password: PASSWORD, code: await codeAt(secret) },
      { token },
    )
    expect(off.statusCode, off.body).toBe(200)
    expect((await login(m)).statusCode).toBe(200)
  })
})

describe('security centre', () => {
  it('lists open sessions with device and address, signs out the others, and keeps a history with failures', async () => {
    const m = await newMember()
    const phone = (await login(m, UA_PHONE)).json().value.token as string
    const desktop = (await login(m, UA_DESKTOP)).json().value.token as string
    await post('/wps/session/login', { username: m.username, password: 'wrong-one' }, { ip: m.ip })
    const list = (await get('/wps/member/security/sessions', phone)).json().value
    expect(list).toHaveLength(2)
    expect(list.find((s: { current: boolean }) => s.current)).toMatchObject({ agent: 'Chrome · Android', ip: m.ip })
    expect(list.some((s: { agent: string }) => s.agent === 'Chrome · Windows')).toBe(true)
    const revoked = await post('/wps/member/security/sessions/revokeOthers', {}, { token: phone })
    expect(revoked.json().value).toEqual({ count: 1 })
    expect((await get('/wps/member/info', desktop)).statusCode).toBe(401)
    expect((await get('/wps/member/security/sessions', phone)).json().value).toHaveLength(1)
    const history = (await get('/wps/member/security/loginHistory', phone)).json().value
    expect(history.map((h: { success: boolean }) => h.success)).toEqual([false, true, true])
  })

  it('puts a notice in the inbox, in every language, when a known member signs in from a new device', async () => {
    const m = await newMember()
    await login(m, UA_PHONE)
    await login(m, UA_PHONE)
    const notices = () =>
      t.database.db
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.memberId, m.id)))
    expect(await notices()).toHaveLength(0)
    await login(m, UA_DESKTOP)
    const [notice] = await notices()
    expect(notice?.titles.EN).toBe('New sign-in to your account')
    expect(notice?.titles.TY).toBe('Bagong pag-sign in sa iyong account')
    expect(notice?.contents.EN).toContain('Chrome · Windows')
  })

  it('puts a notice in the inbox when the sign-in password or the withdrawal password changes', async () => {
    const m = await newMember()
    const token = (await login(m)).json().value.token as string
    const titles = async () =>
      (await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id))).map((r) => r.titles.EN)
    const setPay = (body: object) => post('/wps/member/paymentPassword', body, { token })
    expect((await setPay({ newPassword: '135790', confirmPassword: '135790' })).statusCode).toBe(200)
    // Setting the first withdrawal password is not a change.
    expect(await titles()).toEqual([])
    const change = await setPay({ oldPassword: '135790', newPassword: '246801', confirmPassword: '246801' })
    expect(change.statusCode, change.body).toBe(200)
    expect(await titles()).toEqual(['Your withdrawal password was changed'])
    const pw = await post(
      '/wps/member/password',
      { oldPassword: PASSWORD, newPassword: 'Another123', confirmNewPassword: 'Another123' },
      { token },
    )
    expect(pw.statusCode, pw.body).toBe(200)
    expect((await titles()).sort()).toEqual(['Your password was changed', 'Your withdrawal password was changed'])
  })
})
