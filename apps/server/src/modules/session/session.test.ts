import { createHash } from 'node:crypto'
import { loginAnswerSchema } from '@parlor/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { newCaptcha } from '../../../test/captcha-solver.ts'
import { HOUR, MINUTE, testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { memberIdOf } from '../../../test/members.ts'
import { members, sessions } from '../../db/schema.ts'
import { argon2Hasher, hashPassword } from '../../lib/password.ts'

const clock = testClock()
const passwords = { hash: argon2Hasher.hash, verify: vi.fn(argon2Hasher.verify) }
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock, passwords })
})
afterAll(() => t.close())

let ipSeq = 1
/** A fresh client address per test keeps address counters apart. */
const freshIp = () => `10.1.0.${ipSeq++}`

interface Opts {
  ip?: string
  headers?: Record<string, string>
}
const login = (body: Record<string, unknown>, o: Opts = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { language: 'EN', ...o.headers },
    remoteAddress: o.ip ?? '10.0.0.1',
    payload: { type: 'username', ...body },
  })
const info = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/wps/member/info', headers: { authorization: token, ...headers } })
const tokenOf = async (username = 'demo', password = 'demo1234', o: Opts = {}) => {
  const res = await login({ username, password }, o)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.token as string
}
const memberId = (username: string) => memberIdOf(t.database.db, username)
const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { 'x-admin-token': ADMIN_TOKEN }, payload })

describe('password login', () => {
  it('answers the session for a demo account, storing only a hash of the token', async () => {
    const res = await login({ username: 'demo', password: 'demo1234' })
    expect(res.statusCode).toBe(200)
    const value = loginAnswerSchema.parse(res.json().value)
    expect(value).toMatchObject({
      userName: 'demo',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      changePassword: false,
    })
    // 32 random bytes: well over 128 bits.
    expect(Buffer.from(value.token, 'base64url').length).toBe(32)
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.memberId, value.id))
    const hash = createHash('sha256').update(value.token).digest('hex')
    expect(rows.some((r) => r.tokenHash === hash)).toBe(true)
    expect(JSON.stringify(rows)).not.toContain(value.token)
  })

  it('accepts any case of the username, and the mobile number in place of it', async () => {
    expect((await login({ username: 'DeMo', password: 'demo1234' })).statusCode).toBe(200)
    const byMobile = await login({ username: '09171234567', password: 'demo1234' })
    expect(byMobile.statusCode).toBe(200)
    expect(byMobile.json().value.userName).toBe('demo')
  })

  it('marks a first login for the forced password change', async () => {
    const res = await login({ username: 'newbie', password: 'demo1234' })
    expect(res.json().value).toMatchObject({ firstTimeLogin: true, changePassword: true })
  })

  it('marks a login with the default password 123456', async () => {
    await t.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('123456') })
      .where(eq(members.usernameKey, 'lina'))
    const res = await login({ username: 'lina', password: '123456' })
    expect(res.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, changePassword: true })
  })

  it('reports an expired password, forcing the change only with PWDEXPFORCECHANGE3', async () => {
    expect((await admin('/admin/merchants/demo', { authSettings: { passwordMaxAgeDays: 30 } })).statusCode).toBe(200)
    const old = new Date(clock.now().getTime() - 31 * 24 * HOUR)
    await t.database.db.update(members).set({ passwordChangedAt: old }).where(eq(members.usernameKey, 'marco'))
    const forced = await login({ username: 'marco', password: 'demo1234' })
    expect(forced.json().value).toMatchObject({ passwordExpired: true, changePassword: true })
    await admin('/admin/merchants/demo', { flags: { PWDEXPFORCECHANGE3: false } })
    const notForced = await login({ username: 'marco', password: 'demo1234' })
    expect(notForced.json().value).toMatchObject({ passwordExpired: true, changePassword: false })
    await admin('/admin/merchants/demo', {
      flags: { PWDEXPFORCECHANGE3: true },
      authSettings: { passwordMaxAgeDays: 0 },
    })
    expect((await login({ username: 'marco', password: 'demo1234' })).json().value.passwordExpired).toBe(false)
  })

  it('leaves firebase sign-in to its own module', async () => {
    const res = await login({ username: 'x', password: 'y', type: 'firebase', firebaseIdToken: 'abc' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errorCode).toBe('function.not.available')
  })
})

describe('an unknown user and a wrong password are indistinguishable', () => {
  it('same status, same body byte for byte, one Argon2 verification each', async () => {
    const ip = freshIp()
    passwords.verify.mockClear()
    const wrong = await login({ username: 'jun', password: 'not-the-password' }, { ip })
    expect(passwords.verify).toHaveBeenCalledTimes(1)
    passwords.verify.mockClear()
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' }, { ip })
    expect(passwords.verify).toHaveBeenCalledTimes(1)
    expect(unknown.statusCode).toBe(wrong.statusCode)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.body).toBe(wrong.body)
    expect(wrong.json()).toEqual({
      success: false,
      value: { captcha: false },
      errorCode: 'login.cred.err',
      message: 'The username or password is incorrect.',
    })
    // Same headers apart from the per-request ones (the address's request count goes down by one).
    const strip = (h: Record<string, unknown>) => {
      const {
        date: _d,
        'content-length': _l,
        'x-request-id': _id,
        'x-ratelimit-remaining': _r,
        'x-ratelimit-reset': _t,
        ...rest
      } = h
      return rest
    }
    expect(strip(unknown.headers)).toEqual(strip(wrong.headers))
  })

  it('a disabled member with the right password gets the same answer', async () => {
    const ip = freshIp()
    const id = await memberId('rico')
    await admin(`/admin/members/${id}`, { status: 0 })
    const disabled = await login({ username: 'rico', password: 'demo1234' }, { ip })
    const unknown = await login({ username: 'nobody-else', password: 'demo1234' }, { ip })
    expect(disabled.body).toBe(unknown.body)
    await admin(`/admin/members/${id}`, { status: 1 })
    expect((await login({ username: 'rico', password: 'demo1234' }, { ip })).statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('read the raw token from Authorization, tolerating a Bearer prefix', async () => {
    const token = await tokenOf()
    expect((await info(token)).statusCode).toBe(200)
    expect((await info(`Bearer ${token}`)).statusCode).toBe(200)
  })

  it('answer 401 customer.not.login without a token and user.or.token.invalid with a bad one', async () => {
    const none = await t.app.inject({ url: '/wps/member/info' })
    expect(none.statusCode).toBe(401)
    expect(none.json().errorCode).toBe('customer.not.login')
    for (const bad of ['null', 'x'.repeat(43), 'short', 'not a token at all!']) {
      const res = await info(bad)
      expect(res.statusCode).toBe(401)
      expect(res.json().errorCode).toBe(bad === 'null' ? 'customer.not.login' : 'user.or.token.invalid')
    }
  })

  it('a token only works for the merchant it was issued for', async () => {
    const token = await tokenOf()
    const res = await info(token, { merchant: 'demo2' })
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('user.or.token.invalid')
  })

  it('expire after 30 idle minutes; use slides the idle window', async () => {
    const token = await tokenOf()
    clock.advance(25 * MINUTE)
    expect((await info(token)).statusCode).toBe(200)
    clock.advance(25 * MINUTE)
    expect((await info(token)).statusCode).toBe(200)
    clock.advance(31 * MINUTE)
    const res = await info(token)
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('user.or.token.invalid')
  })

  it('expire 12 hours after login however busy', async () => {
    const token = await tokenOf()
    for (let h = 0; h < 12 * 60; h += 20) {
      clock.advance(20 * MINUTE)
      const res = await info(token)
      expect(res.statusCode).toBe(h + 20 < 12 * 60 ? 200 : 401)
    }
  })

  it('logout (DELETE, or POST) revokes the token at once and leaves other sessions alone', async () => {
    const a = await tokenOf()
    const b = await tokenOf()
    // As the original clients send it: an empty body labelled JSON.
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: a, 'content-type': 'application/json' },
      payload: '',
    })
    expect(out.json()).toEqual({ success: true, value: null })
    expect((await info(a)).json().errorCode).toBe('user.or.token.invalid')
    expect((await info(b)).statusCode).toBe(200)
    const post = await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: { authorization: b } })
    expect(post.statusCode).toBe(200)
    expect((await info(b)).statusCode).toBe(401)
    const again = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: b } })
    expect(again.statusCode).toBe(401)
  })

  it('disabling a member ends every session at once', async () => {
    const token = await tokenOf('jun')
    const id = await memberId('jun')
    const res = await admin(`/admin/members/${id}`, { status: 0 })
    expect(res.json().value).toMatchObject({ id, status: 0, revokedSessions: 1 })
    expect((await info(token)).json().errorCode).toBe('user.or.token.invalid')
    await admin(`/admin/members/${id}`, { status: 1 })
    // Re-enabling does not bring the old session back.
    expect((await info(token)).statusCode).toBe(401)
    expect((await admin('/admin/members/999999', { status: 0 })).statusCode).toBe(404)
  })
})

describe('brute-force protection', () => {
  it('asks for a captcha after 3 failures on an account; the captcha is then required and single use', async () => {
    const ip = freshIp()
    const fail = () => login({ username: 'agent', password: 'wrong-one' }, { ip })
    expect((await fail()).json().value).toEqual({ captcha: false })
    expect((await fail()).json().value).toEqual({ captcha: false })
    expect((await fail()).json().value).toEqual({ captcha: true })

    passwords.verify.mockClear()
    const noCaptcha = await login({ username: 'agent', password: 'demo1234' }, { ip })
    expect(noCaptcha.statusCode).toBe(400)
    expect(noCaptcha.json()).toMatchObject({
      errorCode: 'captcha.error',
      value: { captcha: true },
      message: 'Please Enter The Correct Captcha Code',
    })
    // Refused before any password hashing.
    expect(passwords.verify).not.toHaveBeenCalled()

    const { cookie, answer } = await newCaptcha(t)
    const wrongAnswer = await login(
      { username: 'agent', password: 'demo1234', captcha: answer === '0000' ? '1111' : '0000' },
      { ip, headers: { cookie: `parlor_captcha=${cookie}` } },
    )
    expect(wrongAnswer.json().errorCode).toBe('captcha.error')
    // That captcha is spent, even with the right answer now.
    const reused = await login(
      { username: 'agent', password: 'demo1234', captcha: answer },
      { ip, headers: { cookie: `parlor_captcha=${cookie}` } },
    )
    expect(reused.json().errorCode).toBe('captcha.error')

    const fresh = await newCaptcha(t)
    const ok = await login(
      { username: 'agent', password: 'demo1234', captcha: fresh.answer },
      { ip, headers: { cookie: `parlor_captcha=${fresh.cookie}` } },
    )
    expect(ok.statusCode, ok.body).toBe(200)
    // Success cleared the account's counter: the next failure does not ask for a captcha.
    expect((await fail()).json().value).toEqual({ captcha: false })
  })

  it('asks for a captcha after 10 failures from one address, whatever the accounts', async () => {
    const ip = freshIp()
    for (let i = 0; i < 9; i++) {
      const res = await login({ username: `ghost${i}`, password: 'x' }, { ip })
      expect(res.json().value).toEqual({ captcha: false })
    }
    expect((await login({ username: 'ghost9', password: 'x' }, { ip })).json().value).toEqual({ captcha: true })
    // A real login from that address now needs the captcha too…
    expect((await login({ username: 'demo', password: 'demo1234' }, { ip })).json().errorCode).toBe('captcha.error')
    // …and a success does not clear the address counter.
    const c = await newCaptcha(t)
    const ok = await login(
      { username: 'demo', password: 'demo1234', captcha: c.answer },
      { ip, headers: { cookie: `parlor_captcha=${c.cookie}` } },
    )
    expect(ok.statusCode).toBe(200)
    expect((await login({ username: 'demo', password: 'demo1234' }, { ip })).json().errorCode).toBe('captcha.error')
    // The window is 15 minutes.
    clock.advance(16 * MINUTE)
    expect((await login({ username: 'demo', password: 'demo1234' }, { ip })).statusCode).toBe(200)
  })
})

describe('brute-force protection holds under parallel and respelled guesses', () => {
  it('parallel wrong passwords for one account: only the captcha-free allowance reaches the verifier', async () => {
    passwords.verify.mockClear()
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login({ username: 'marco', password: `guess-${i}` }, { ip: `10.9.${i >> 8}.${i & 255}` }),
      ),
    )
    const codes = results.map((r) => r.json().errorCode as string)
    // The first three reserve the captcha-free attempts; everything else is stopped before hashing.
    expect(passwords.verify.mock.calls.length).toBeGreaterThanOrEqual(1)
    expect(passwords.verify.mock.calls.length).toBeLessThanOrEqual(3)
    expect(codes.filter((c) => c === 'login.cred.err').length).toBe(passwords.verify.mock.calls.length)
    // server_busy: the embedded database's bound on requests in progress turned some away before any work.
    const allowed = ['login.cred.err', 'captcha.error', 'TOO_MANY_REQUEST_LOGIN', 'server_busy']
    expect(codes.filter((c) => !allowed.includes(c))).toEqual([])
  })

  it('parallel guesses for an unknown account are stopped the same way', async () => {
    passwords.verify.mockClear()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login({ username: 'nobody-parallel', password: `guess-${i}` }, { ip: `10.10.0.${i}` }),
      ),
    )
    expect(passwords.verify.mock.calls.length).toBeLessThanOrEqual(3)
    expect(results.filter((r) => r.json().errorCode === 'captcha.error').length).toBeGreaterThanOrEqual(47)
  })

  it('counts one account however its mobile number is spelled', async () => {
    const ip = freshIp()
    const spellings = ['09171234567', '917-123-4567', '+639171234567']
    for (const username of spellings)
      expect((await login({ username, password: 'wrong-one' }, { ip })).json().errorCode).toBe('login.cred.err')
    // Three failures on the account, in three spellings: every spelling now needs the captcha.
    for (const username of ['9171234567', 'demo', 'DEMO', ...spellings]) {
      const res = await login({ username, password: 'demo1234' }, { ip })
      expect(res.json().errorCode, username).toBe('captcha.error')
    }
    const c = await newCaptcha(t)
    const ok = await login(
      { username: '+639171234567', password: 'demo1234', captcha: c.answer },
      { ip, headers: { cookie: `parlor_captcha=${c.cookie}` } },
    )
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().value.userName).toBe('demo')
  })

  it('a success clears the account: 3 failures, a success with the captcha, then no captcha', async () => {
    const ip = freshIp()
    for (let i = 0; i < 3; i++) await login({ username: 'subagent', password: 'wrong-one' }, { ip })
    expect((await login({ username: 'subagent', password: 'demo1234' }, { ip })).json().errorCode).toBe('captcha.error')
    const c = await newCaptcha(t)
    const ok = await login(
      { username: 'subagent', password: 'demo1234', captcha: c.answer },
      { ip, headers: { cookie: `parlor_captcha=${c.cookie}` } },
    )
    expect(ok.statusCode, ok.body).toBe(200)
    const next = await login({ username: 'subagent', password: 'demo1234' }, { ip })
    expect(next.statusCode, next.body).toBe(200)
  })
})

describe('hard caps (captcha thresholds raised so only the caps act)', () => {
  let h: TestContext
  const hclock = testClock()
  beforeAll(async () => {
    h = await createTestApp(
      {
        PARLOR_ALLOW_PLAIN_AUTH: '1',
        PARLOR_LOGIN_CAPTCHA_ACCOUNT: '1000',
        PARLOR_LOGIN_CAPTCHA_ADDRESS: '1000',
        PARLOR_LOGIN_MAX_ADDRESS: '30',
      },
      { clock: hclock, passwords },
    )
  })
  afterAll(() => h.close())
  /** A sign-in from `ip`, with a solved captcha when one is given. */
  const hlogin = (username: string, password: string, ip: string, captcha?: { cookie: string; answer: string }) =>
    h.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { language: 'EN', ...(captcha ? { cookie: `parlor_captcha=${captcha.cookie}` } : {}) },
      remoteAddress: ip,
      payload: { type: 'username', username, password, ...(captcha ? { captcha: captcha.answer } : {}) },
    })

  it('after 20 failures on an account, refuses the addresses that failed for the rest of the hour', async () => {
    for (let i = 0; i < 20; i++) {
      hclock.advance(MINUTE)
      expect((await hlogin('demo', 'bad', `10.2.0.${i}`)).json().errorCode).toBe('login.cred.err')
    }
    passwords.verify.mockClear()
    const refused = await hlogin('demo', 'demo1234', '10.2.0.3')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN', success: false })
    expect(refused.json().message).toMatch(/try again in \d+ minutes/)
    expect(passwords.verify).not.toHaveBeenCalled()
    // An address that never failed for the account needs the captcha, and is not refused.
    const unsolved = await hlogin('demo', 'demo1234', '10.2.1.1')
    expect(unsolved.json()).toMatchObject({ errorCode: 'captcha.error', value: { captcha: true } })
    expect(passwords.verify).not.toHaveBeenCalled()
    // Another account from the same addresses is unaffected.
    expect((await hlogin('agent', 'demo1234', '10.2.0.1')).statusCode).toBe(200)
    // The hour runs from the first failure (20 minutes ago): 41 minutes later it is over.
    hclock.advance(39 * MINUTE)
    expect((await hlogin('demo', 'demo1234', '10.2.0.3')).statusCode).toBe(429)
    hclock.advance(2 * MINUTE)
    expect((await hlogin('demo', 'demo1234', '10.2.0.3')).statusCode).toBe(200)
  })

  it('an attacker past the account cap cannot lock the owner out', async () => {
    const attacker = '10.2.2.1'
    for (let i = 0; i < 25; i++) {
      const res = await hlogin('lina', 'bad', attacker)
      expect(['login.cred.err', 'captcha.error', 'TOO_MANY_REQUEST_LOGIN']).toContain(res.json().errorCode)
    }
    // The owner, from an address that has not failed for the account, signs in once the captcha is solved.
    const owner = '10.2.2.2'
    const noCaptcha = await hlogin('lina', 'demo1234', owner)
    expect(noCaptcha.json().errorCode).toBe('captcha.error')
    const ok = await hlogin('lina', 'demo1234', owner, await newCaptcha(h))
    expect(ok.statusCode, ok.body).toBe(200)
    // The attacker's address stays refused, even with the right password and a solved captcha.
    const refused = await hlogin('lina', 'demo1234', attacker, await newCaptcha(h))
    expect(refused.statusCode).toBe(429)
    expect(refused.json().errorCode).toBe('TOO_MANY_REQUEST_LOGIN')
  })

  it('counts respelled mobile numbers against one account towards the cap', async () => {
    const ip = '10.2.3.1'
    const spellings = ['09171234567', '917-123-4567', '+639171234567', '9171234567', 'demo', 'DeMo']
    hclock.advance(2 * HOUR)
    for (let i = 0; i < 20; i++) await hlogin(spellings[i % spellings.length] as string, 'bad', ip)
    for (const username of spellings) {
      const res = await hlogin(username, 'demo1234', ip)
      expect(res.statusCode, username).toBe(429)
    }
    hclock.advance(HOUR)
  })

  it('refuses an address for the rest of the hour after its cap, for every account', async () => {
    const ip = '10.3.0.1'
    for (let i = 0; i < 30; i++) await hlogin(`nobody${i}`, 'bad', ip)
    const refused = await hlogin('agent', 'demo1234', ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().errorCode).toBe('TOO_MANY_REQUEST_LOGIN')
    expect((await hlogin('agent', 'demo1234', '10.3.0.2')).statusCode).toBe(200)
    hclock.advance(HOUR)
    expect((await hlogin('agent', 'demo1234', ip)).statusCode).toBe(200)
  })
})

describe('trial play', () => {
  it('offers a free trial name', async () => {
    const res = await t.app.inject({ url: '/wps/member/trialuser' })
    expect(res.json().value).toMatch(/^trial_[a-z0-9]{8}$/)
  })

  it('creates a type-4 member with a session, refused on member-only calls', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { language: 'EN' } })
    expect(res.statusCode).toBe(200)
    const value = loginAnswerSchema.parse(res.json().value)
    expect(value).toMatchObject({ customerType: 4, firstTimeLogin: false })
    expect(value.userName).toMatch(/^trial_[a-z0-9]{8}$/)
    expect((await info(value.token)).json().value).toMatchObject({ type: 4, account: value.userName })
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: value.token, language: 'EN' },
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      errorCode: 'in_need_true_account',
      message: 'Please Register An Account First',
    })
    // Nobody can sign in to a trial account with a password.
    expect((await login({ username: value.userName, password: '!trial' })).json().errorCode).toBe('login.cred.err')
  })

  it('takes the name offered by trialuser', async () => {
    const name = (await t.app.inject({ url: '/wps/member/trialuser' })).json().value
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { username: name } })
    expect(res.json().value.userName).toBe(name)
  })

  it('is off without FREEPLAY3', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'demo2' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errorCode).toBe('function.not.available')
    const name = await t.app.inject({ url: '/wps/member/trialuser', headers: { merchant: 'demo2' } })
    expect(name.json().errorCode).toBe('function.not.available')
  })
})
