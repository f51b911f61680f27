import { encryptBody, firstRegisterFailure, oaepKeySchema, routes, type RegisterSettings } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newCaptcha } from '../../../test/captcha-solver.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { memberVip, members, merchants } from '../../db/schema.ts'
import type { SmsProvider } from '../verification/sms-provider.ts'

const sent: { to: string; text: string }[] = []
const recorder: SmsProvider = {
  name: 'recorder',
  async send(to, text) {
    sent.push({ to, text })
  },
}
const lastCode = (to: string) =>
  sent
    .filter((m) => m.to.endsWith(to))
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { smsProvider: recorder })
})
afterAll(() => t.close())

let ipSeq = 1
/** Each registration from its own address, so the per-address cap stays out of the way unless tested. */
const nextIp = () => `198.51.100.${ipSeq++ % 250}`

async function register(
  body: Record<string, unknown>,
  opts: { mobile?: boolean; merchant?: string; cookie?: string; ip?: string } = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: opts.mobile ? '/wps/member/register/mobile' : '/wps/member/register',
    headers: {
      merchant: opts.merchant ?? 'demo',
      language: 'EN',
      ...(opts.cookie ? { cookie: `parlor_captcha=${opts.cookie}` } : {}),
    },
    remoteAddress: opts.ip ?? nextIp(),
    payload: body,
  })
}

async function withCaptcha(body: Record<string, unknown>, merchant = 'demo') {
  const { cookie, answer } = await newCaptcha(t, { merchant })
  return { body: { ...body, captcha: answer }, cookie }
}

describe('shared register rules (packages/contract)', () => {
  const settings: RegisterSettings = {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: '^[a-z0-9]+$',
      patternId: 4,
      minLength: 6,
      maxLength: 12,
    },
    password: { enabled: true, required: true, acceptedPattern: '*', patternId: 4, minLength: 0, maxLength: 20 },
    email: {
      enabled: true,
      required: false,
      acceptedPattern: '^\\S+@\\S+$',
      patternId: 3,
      minLength: 5,
      maxLength: 254,
    },
    qqNum: { enabled: false, required: true, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 10 },
  }
  const check = (v: Record<string, string | boolean>) =>
    firstRegisterFailure(settings, v, 'username', { mobilePassword: true, smsCode: false })

  it('reports the first failing field in form order, with its pattern message key and bounds', () => {
    expect(check({ username: 'AB', password: 'x' })).toMatchObject({
      field: 'username',
      code: 'too_short',
      messageKey: 'reg_pattern_4',
      min: 6,
      max: 12,
    })
    expect(check({ username: 'Abcdef1', password: 'x' })).toMatchObject({ field: 'username', code: 'pattern' })
    expect(check({ username: 'abcdef1', password: 'short' })).toMatchObject({
      field: 'password',
      code: 'too_short',
      min: 8,
      max: 64,
    })
    expect(check({ username: 'abcdef1', password: 'password123', confirmPassword: 'password123' })).toMatchObject({
      code: 'common_password',
    })
    expect(check({ username: 'abcdef1', password: 'Gr8-horse-battery', confirmPassword: 'nope' })).toMatchObject({
      field: 'confirmPassword',
      code: 'confirm_mismatch',
    })
    expect(
      check({
        username: 'abcdef1',
        password: 'Gr8-horse-battery',
        confirmPassword: 'Gr8-horse-battery',
        email: 'not-an-email',
      }),
    ).toMatchObject({ field: 'email', code: 'pattern' })
    // Disabled fields are ignored even when "required"; empty optional ones pass.
    expect(
      check({ username: 'abcdef1', password: 'Gr8-horse-battery', confirmPassword: 'Gr8-horse-battery' }),
    ).toBeNull()
    expect(
      check({ username: 'abcdef1', password: 'Gr8-horse-battery', confirmPassword: 'Gr8-horse-battery', agree: false }),
    ).toMatchObject({ field: 'agree' })
  })
})

describe('PUT /wps/member/register', () => {
  it('registers with a captcha, signs in when asked, and the account works', async () => {
    const { body, cookie } = await withCaptcha({
      username: 'Maria88',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      email: 'maria@example.ph',
      login: true,
      registerMethod: 'H5',
      registerUrl: 'https://demo.parlor.test/m/register',
    })
    const res = await register(body, { cookie })
    expect(res.statusCode, res.body).toBe(200)
    const v = res.json().value
    expect(v).toMatchObject({ userName: 'Maria88', customerType: 0, changePassword: false })
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: v.token } })
    expect(info.json().value.account).toBe('Maria88')
    // The merchant's entry VIP level from the first day, before the VIP job has run for her.
    expect(info.json().value.clubLabel).toMatchObject({ labelName: 'VIP 1', rankLevel: 1 })
    // Held, not only shown: its withdrawal limits and rebate bonus apply from the first day.
    const held = await t.database.db.select().from(memberVip).where(eq(memberVip.memberId, info.json().value.id))
    expect(held).toMatchObject([{ level: 1 }])
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'maria88', password: 'Sampaguita-2026', type: 'username' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('answers the first failing field with a translated message and changes nothing', async () => {
    const { body, cookie } = await withCaptcha({
      username: 'ok_name!',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
    })
    const res = await register(body, { cookie })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'username', code: 'pattern' },
    })
    expect(res.json().message).toBe('Username is not valid. Please check it and try again.')
    const rows = await t.database.db.select().from(members).where(eq(members.usernameKey, 'ok_name!'))
    expect(rows).toEqual([])
  })

  it('refuses a payment password that cannot become the withdrawal password instead of dropping it', async () => {
    const { body, cookie } = await withCaptcha({
      username: 'Payee77',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      paymentPassword: 'abc12345',
    })
    const res = await register(body, { cookie })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'paymentPassword', code: 'pattern', min: 6, max: 6 },
    })
    const rows = await t.database.db.select().from(members).where(eq(members.usernameKey, 'payee77'))
    expect(rows).toEqual([])
  })

  it('requires the captcha when the merchant enables it', async () => {
    const res = await register({
      username: 'nocaptcha1',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      captcha: '1234',
    })
    expect(res.json()).toMatchObject({ errorCode: 'captcha.error', value: { field: 'captcha' } })
  })

  it('links under the agent of a valid affiliate code and refuses an unknown one', async () => {
    const bad = await withCaptcha({
      username: 'cousin01',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      affiliateCode: 'NOPE99',
    })
    const refused = await register(bad.body, { cookie: bad.cookie })
    expect(refused.json()).toMatchObject({ errorCode: 'invitation_code_error', value: { field: 'affiliateCode' } })
    const good = await withCaptcha({
      username: 'cousin01',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      affiliateCode: 'agent01',
    })
    expect((await register(good.body, { cookie: good.cookie })).statusCode).toBe(200)
    const [agent] = await t.database.db.select().from(members).where(eq(members.username, 'agent'))
    const [cousin] = await t.database.db.select().from(members).where(eq(members.username, 'cousin01'))
    expect(cousin?.parentId).toBe(agent?.id)
    const check = await t.app.inject({ url: '/wps/agent/affiliate?code=agent01&domain=demo.parlor.test' })
    expect(check.json()).toEqual({ success: true, value: { code: 'AGENT01' } })
    expect((await t.app.inject({ url: '/wps/agent/affiliate?code=lina' })).json().errorCode).toBe(
      'invitation_code_error',
    )
  })

  it('credits the friend whose invite code a player registers with, and ignores an unknown code', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'demo' },
      payload: { type: 'username', username: 'demo', password: 'demo1234' },
    })
    const authorization = login.json().value.token as string
    const referral = await t.app.inject({ url: '/wps/member/referral', headers: { authorization } })
    const code = referral.json().value.referralCode as string
    const joined = (username: string) =>
      t.database.db
        .select()
        .from(members)
        .where(eq(members.username, username))
        .then((rows) => rows[0])

    const invited = await withCaptcha({
      username: 'friend01',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      referralCode: code.toLowerCase(),
    })
    expect((await register(invited.body, { cookie: invited.cookie })).statusCode).toBe(200)
    const stray = await withCaptcha({
      username: 'friend02',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      referralCode: 'ZZZZZZZZ',
    })
    expect((await register(stray.body, { cookie: stray.cookie })).statusCode).toBe(200)

    const demo = await joined('demo')
    expect((await joined('friend01'))?.referredBy).toBe(demo?.id)
    // An invite is not an agent tie: the friend stays outside any team.
    expect((await joined('friend01'))?.parentId).toBeNull()
    expect((await joined('friend02'))?.referredBy).toBeNull()
    const list = await t.app.inject({ url: '/wps/member/referral/members', headers: { authorization } })
    expect(list.json().value).toMatchObject({ total: 1, members: [{ account: 'fr***1' }] })
  })

  it('username uniqueness is case-insensitive and holds under 50 concurrent registrations', async () => {
    expect((await t.app.inject({ url: '/wps/check/username?username=DEMO' })).json()).toMatchObject({
      success: false,
      errorCode: 'username.exists',
    })
    expect((await t.app.inject({ url: '/wps/check/username?username=brand_new_1' })).json()).toEqual({
      success: true,
      value: null,
    })
    // demo2 has no captcha, so all 50 reach the insert; its rules want lower-case names and an agent's code.
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/demo2',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { flags: { USERNAMEREG3: true, REGMOBVERF3: false } },
    })
    const [d2] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    await t.database.db.insert(members).values({
      merchantId: d2?.id ?? 0,
      username: 'star_agent',
      usernameKey: 'star_agent',
      passwordHash: '!x',
      type: 1,
      affiliateCode: 'STAR1',
    })
    const again = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        register(
          {
            username: 'racer9',
            password: 'Abcdefgh9',
            confirmPassword: 'Abcdefgh9',
            email: `r${i}@example.com`,
            mobileNum: '55512345',
            affiliateCode: 'STAR1',
          },
          { merchant: 'demo2' },
        ),
      ),
    )
    const ok = again.filter((r) => r.statusCode === 200)
    for (const r of again) if (r.statusCode !== 200) expect(r.json().errorCode, r.body).toBe('username.exists')
    const dup = again.filter((r) => r.json().errorCode === 'username.exists')
    expect(ok).toHaveLength(1)
    expect(dup).toHaveLength(49)
    const rows = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, d2?.id ?? 0), eq(members.usernameKey, 'racer9')))
    expect(rows).toHaveLength(1)
    // Case does not make a new name: Maria88 exists on demo.
    const upper = await withCaptcha({
      username: 'MARIA88',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
    })
    expect((await register(upper.body, { cookie: upper.cookie })).json().errorCode).toBe('username.exists')
  })

  it('caps registrations per address before any hashing', async () => {
    const ip = '203.0.113.77'
    const codes: string[] = []
    for (let i = 0; i < 12; i++) {
      const res = await register({ username: `capped${i}`, password: 'x', confirmPassword: 'x' }, { ip })
      codes.push(res.json().errorCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 'register.field.invalid')).toBe(true)
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUEST', 'TOO_MANY_REQUEST'])
  })

  it('travels encrypted like the other credential calls', async () => {
    const key = oaepKeySchema.parse((await t.app.inject({ url: '/wps/session/key/rsa?scheme=oaep' })).json().value)
    const { cookie, answer } = await newCaptcha(t)
    const enc = await encryptBody(key, routes.register, {
      username: 'Secret77',
      password: 'Sampaguita-2026',
      confirmPassword: 'Sampaguita-2026',
      captcha: answer,
    })
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { ...enc.headers, cookie: `parlor_captcha=${cookie}` },
      payload: JSON.stringify(enc.body),
    })
    expect(res.statusCode, res.body).toBe(200)
    const garbage = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { ...enc.headers, cookie: `parlor_captcha=${cookie}` },
      payload: JSON.stringify({ value: 'AAAA' }),
    })
    expect(garbage.json().errorCode).toBe('request_body_required')
  })
})

describe('mobile registration', () => {
  it('needs the SMS code sent for registration; without MOBILENUMPASSREG3 the password is 123456 and must change', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/demo',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { flags: { MOBILENUMPASSREG3: false } },
    })
    try {
      const mobile = '9175550101'
      const send = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '63', mobileNo: mobile },
      })
      expect(send.json().value.expiredMinutes).toBeGreaterThan(0)
      await new Promise((r) => setTimeout(r, 20))
      const code = lastCode(mobile)
      expect(code).toMatch(/^\d{6}$/)
      const wrong = await withCaptcha({ mobileNum: mobile, verificationCode: '000000', countryDialingCode: '63' })
      expect((await register(wrong.body, { mobile: true, cookie: wrong.cookie })).json().errorCode).toBe(
        'verification.code.error',
      )
      const right = await withCaptcha({
        mobileNum: mobile,
        verificationCode: code,
        countryDialingCode: '63',
        login: true,
      })
      const res = await register(right.body, { mobile: true, cookie: right.cookie })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().value).toMatchObject({ userName: mobile, changePassword: true })
      // The code was single use.
      const replay = await withCaptcha({ mobileNum: mobile, verificationCode: code, countryDialingCode: '63' })
      expect((await register(replay.body, { mobile: true, cookie: replay.cookie })).json().errorCode).toBe(
        'verification.code.error',
      )
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/admin/merchants/demo',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: { flags: { MOBILENUMPASSREG3: true } },
      })
    }
  })

  it('lets a visitor of demo2 register under its own rules with the seeded agent’s affiliate code', async () => {
    // demo2: mobile registration with an SMS code, email and affiliate code required, no captcha.
    const mobile = '2125550147'
    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant: 'demo2' },
      payload: { countryDialingCode: '1', mobileNo: mobile },
    })
    expect(send.statusCode, send.body).toBe(200)
    await new Promise((r) => setTimeout(r, 20))
    const body = {
      mobileNum: mobile,
      countryDialingCode: '1',
      verificationCode: lastCode(mobile),
      password: 'Luckystar77',
      confirmPassword: 'Luckystar77',
      email: 'new.star@example.com',
      login: true,
    }
    // The code is required: without one demo2 registers nobody.
    const without = await register(body, { mobile: true, merchant: 'demo2' })
    expect(without.json()).toMatchObject({ success: false, errorCode: 'register.field.invalid' })
    expect(without.json().value.field).toBe('affiliateCode')

    const res = await register({ ...body, affiliateCode: 'lucky01' }, { mobile: true, merchant: 'demo2' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({ userName: mobile, changePassword: false })
    const [d2] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    const [agent] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, d2?.id ?? 0), eq(members.usernameKey, 'luckyagent')))
    const [player] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, d2?.id ?? 0), eq(members.usernameKey, mobile)))
    expect(agent).toMatchObject({ type: 1, affiliateCode: 'LUCKY01' })
    expect(player?.parentId).toBe(agent?.id)
  })

  it('is refused where the merchant has no mobile registration', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/demo',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { flags: { MOBILENUMREG3: false, REGMOBVERF3: false } },
    })
    try {
      expect((await register({ mobileNum: '9175550199' }, { mobile: true })).json().errorCode).toBe(
        'function.not.available',
      )
      const sms = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { mobileNo: '9175550199' },
      })
      expect(sms.json().errorCode).toBe('function.not.available')
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/admin/merchants/demo',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: { flags: { MOBILENUMREG3: true, REGMOBVERF3: true } },
      })
    }
  })

  it('bad and oversized inputs answer clear errors', async () => {
    const big = await register({ username: 'x'.repeat(5000) })
    expect(big.json().errorCode).toBe('request_param_err')
    const wrongType = await register({ username: 123, login: 'yes' })
    expect(wrongType.json().errorCode).toBe('request_param_err')
  })
})
