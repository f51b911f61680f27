import { passwordEmailBodySchema, RECOVERY_EMAIL_PATTERN } from '@parlor/contract'
import { desc, eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { mailOutbox, members } from '../../db/schema.ts'
import { DEMO_EMAIL, updateSeededDemo } from '../../db/seed/index.ts'
import type { SmsProvider } from '../verification/sms-provider.ts'

const sms: { to: string; text: string }[] = []
const recorder: SmsProvider = {
  name: 'recorder',
  async send(to, text) {
    sms.push({ to, text })
  },
}
const clock = testClock()
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { smsProvider: recorder, clock })
})
afterAll(() => t.close())

const form = (body: Record<string, string>, ip = '198.51.100.9') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'EN' },
    remoteAddress: ip,
    payload: new URLSearchParams(body).toString(),
  })
const settle = () => new Promise((r) => setTimeout(r, 50))
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { username, password, type: 'username' } })
const newestMail = async () => (await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]

describe('the demo member can recover by email', () => {
  it("has a seeded email the forgot-password form's rule accepts, and the mail goes to it", async () => {
    const [demo] = await t.database.db.select().from(members).where(eq(members.usernameKey, 'demo'))
    const email = demo?.email ?? ''
    expect(email).toBe(DEMO_EMAIL)
    expect(RECOVERY_EMAIL_PATTERN.test(email)).toBe(true)
    expect(passwordEmailBodySchema.safeParse({ username: 'demo', email }).success).toBe(true)
    await form({ username: 'demo', email }, '198.51.100.30')
    await settle()
    expect((await newestMail())?.to).toBe(email)
  })

  it('moves a demo database seeded with the old address to the new one, leaving an operator-set one alone', async () => {
    const setDemo = (email: string) =>
      t.database.db.update(members).set({ email }).where(eq(members.usernameKey, 'demo'))
    const demoEmail = async () =>
      (await t.database.db.select().from(members).where(eq(members.usernameKey, 'demo')))[0]?.email
    await setDemo('demo@parlor.test')
    expect((await updateSeededDemo(t.database.db)).emailMoved).toBe(true)
    expect(await demoEmail()).toBe(DEMO_EMAIL)
    await setDemo('owner@casino.ph')
    expect((await updateSeededDemo(t.database.db)).emailMoved).toBe(false)
    expect(await demoEmail()).toBe('owner@casino.ph')
    await setDemo(DEMO_EMAIL)
  })
})

describe('forgot password by email', () => {
  it('answers the same bytes whether or not username and email match', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length
    const match = await form({ username: 'demo', email: 'DEMO@example.com' })
    const wrongEmail = await form({ username: 'demo', email: 'someone@else.com' })
    const unknown = await form({ username: 'nobody_here', email: 'demo@example.com' })
    expect(match.statusCode, match.body).toBe(200)
    expect(wrongEmail.body).toBe(match.body)
    expect(unknown.body).toBe(match.body)
    expect(wrongEmail.statusCode).toBe(match.statusCode)
    await settle()
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 1)
  })

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const oldToken = (await login('demo', 'demo1234')).json().value.token
    await form({ username: 'demo', email: 'demo@example.com' })
    await settle()
    const mail = await newestMail()
    expect(mail?.to).toBe('demo@example.com')
    const token = mail?.body.match(/reset=([\w-]+)/)?.[1] ?? ''
    expect(token.length).toBeGreaterThan(30)
    const reset = (newPassword: string, confirm = newPassword) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token, newPassword, confirmNewPassword: confirm },
      })
    expect((await reset('Kalamansi-77', 'other')).json().errorCode).toBe('in_confirmation_correct')
    expect((await reset('password123')).json().errorCode).toBe('password.format.err')
    const ok = await reset('Kalamansi-77')
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await reset('Kalamansi-88')).json().errorCode).toBe('reset.link.invalid')
    expect((await t.app.inject({ url: '/wps/member/info', headers: { authorization: oldToken } })).statusCode).toBe(401)
    expect((await login('demo', 'Kalamansi-77')).statusCode).toBe(200)
    expect((await login('demo', 'demo1234')).json().errorCode).toBe('login.cred.err')
  })

  it('links expire after 30 minutes', async () => {
    await form({ username: 'agent', email: 'agent@parlor.test' }, '198.51.100.10')
    await t.database.db.update(members).set({ email: 'agent@parlor.test' }).where(eq(members.username, 'agent'))
    await form({ username: 'agent', email: 'agent@parlor.test' }, '198.51.100.10')
    await settle()
    const token = (await newestMail())?.body.match(/reset=([\w-]+)/)?.[1] ?? ''
    clock.advance(31 * 60_000)
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Kalamansi-99', confirmNewPassword: 'Kalamansi-99' },
    })
    expect(res.json().errorCode).toBe('reset.link.invalid')
  })

  it('limits requests per username, whether or not it exists', async () => {
    const codes: string[] = []
    for (let i = 0; i < 7; i++)
      codes.push(
        (await form({ username: 'ghost_user', email: 'g@example.com' }, `198.51.100.${40 + i}`)).json().errorCode ??
          'ok',
      )
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'TOO_MANY_REQUEST', 'TOO_MANY_REQUEST'])
  })

  it('refuses malformed input clearly', async () => {
    expect((await form({ username: 'demo', email: 'not an email' })).json().errorCode).toBe('request_param_err')
    expect((await form({ username: '', email: 'a@b.com' })).json().errorCode).toBe('request_param_err')
  })
})

describe('mail through SMTP', () => {
  it('delivers the reset mail to an SMTP server', async () => {
    const received: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = ''
        stream.on('data', (c: Buffer) => {
          data += c.toString()
        })
        stream.on('end', () => {
          received.push(data)
          done()
        })
      },
    })
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()))
    const port = (smtp.server.address() as { port: number }).port
    const other = await createTestApp({
      PARLOR_SMTP_URL: `smtp://127.0.0.1:${port}`,
      PARLOR_MAIL_FROM: 'Parlor <noreply@parlor.test>',
    })
    try {
      await other.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=demo&email=demo%40example.com',
      })
      for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50))
      expect(received).toHaveLength(1)
      expect(received[0]).toMatch(/To: demo@example\.com/)
      expect(received[0]).toMatch(/\/m\/forget\?reset=/)
    } finally {
      await other.close()
      await new Promise((r) => smtp.close(() => r(null)))
    }
  })
})

describe('set password by phone', () => {
  const DEMO_MOBILE = '9171234567'
  const sendCode = () =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/sms',
      payload: { countryDialingCode: '63', mobileNum: DEMO_MOBILE },
    })
  const setByPhone = (verificationCode: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: { mobileNum: DEMO_MOBILE, verificationCode, newPassword },
    })

  it('a sent code sets the password; the same password keeps the code usable; then the member signs in', async () => {
    clock.advance(5 * 60_000)
    expect((await sendCode()).json().value.expiredMinutes).toBeGreaterThan(0)
    await settle()
    const code = sms.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
    expect((await setByPhone('000000', 'Mangga-2027')).json().errorCode).toBe('verification.code.error')
    const same = await setByPhone(code, 'Kalamansi-77')
    expect(same.json().errorCode).toBe('modify.new.old.same')
    const ok = await setByPhone(code, 'Mangga-2027')
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().value.userName).toBe('demo')
    // Automatic sign-in afterwards uses the number and the new password.
    expect((await login(DEMO_MOBILE, 'Mangga-2027')).statusCode).toBe(200)
    expect((await setByPhone(code, 'Papaya-2028')).json().errorCode).toBe('verification.code.error')
  })

  it('is off where the merchant has no phone recovery', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/sms',
      headers: { merchant: 'demo2' },
      payload: { mobileNum: '5551234567' },
    })
    expect(res.json().errorCode).toBe('function.not.available')
  })
})
