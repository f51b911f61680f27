import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../db/seed/staff.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { staffHeaders, staffSession, totpCode } from '../../../test/staff.ts'
import { testClock } from '../../../test/clock.ts'

const secretOf = (u: string) => DEMO_STAFF.find((s) => s.username === u)?.totpSecret as string

describe('staff sign-in tickets cannot be misused', () => {
  let t: TestContext
  const clock = testClock(new Date())
  beforeAll(async () => {
    t = await createTestApp({}, { clock })
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { language: 'EN' } })
  const login = async (username: string) =>
    (await post('/admin/auth/login', { username, password: DEMO_STAFF_PASSWORD })).json()
  const staffId = async (username: string) => {
    const list = await t.app.inject({ url: '/admin/staff', headers: { 'x-admin-token': ADMIN_TOKEN } })
    return list.json().value.find((s: { username: string }) => s.username === username).id as number
  }

  it('a second enrolment ticket cannot replace an authenticator already enrolled', async () => {
    const first = await login('owner')
    const second = await login('owner')
    expect(first.value.step).toBe('enrol')
    expect(second.value.step).toBe('enrol')
    const ok = await post('/admin/auth/enrol', {
      ticket: first.value.ticket,
      code: await totpCode(first.value.secret, clock.now()),
    })
    expect(ok.statusCode).toBe(200)
    const replace = await post('/admin/auth/enrol', {
      ticket: second.value.ticket,
      code: await totpCode(second.value.secret, clock.now()),
    })
    expect(replace.statusCode).toBe(401)
    expect(replace.json().errorCode).toBe('staff_ticket_expired')
    expect(replace.headers['set-cookie']).toBeUndefined()
    // The first authenticator still signs in; the second one's secret does not.
    clock.advance(31_000)
    const l = await login('owner')
    expect(l.value.step).toBe('otp')
    const wrongSecret = await post('/admin/auth/otp', {
      ticket: l.value.ticket,
      code: await totpCode(second.value.secret, clock.now()),
    })
    expect(wrongSecret.json().errorCode).toBe('staff_bad_otp')
    const good = await post('/admin/auth/otp', {
      ticket: l.value.ticket,
      code: await totpCode(first.value.secret, clock.now()),
    })
    expect(good.statusCode).toBe(200)
    // Neither secret stays behind in the tickets once they are spent.
    const left = await t.database.db.execute(sql`select count(*)::int as n from staff_tickets where secret is not null`)
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })

  it('a ticket stops at five wrong codes, even with the right code after them', async () => {
    const l = await login('risk')
    for (let i = 0; i < 5; i++)
      expect((await post('/admin/auth/otp', { ticket: l.value.ticket, code: '000000' })).json().errorCode).toBe(
        'staff_bad_otp',
      )
    const after = await post('/admin/auth/otp', {
      ticket: l.value.ticket,
      code: await totpCode(secretOf('risk'), clock.now()),
    })
    expect(after.statusCode).toBe(401)
    expect(after.json().errorCode).toBe('staff_ticket_expired')
    // A new ticket (the password again) still signs in.
    const again = await login('risk')
    const ok = await post('/admin/auth/otp', {
      ticket: again.value.ticket,
      code: await totpCode(secretOf('risk'), clock.now()),
    })
    expect(ok.statusCode).toBe(200)
  })

  it('a ticket of a staff member disabled since the password step opens no session', async () => {
    const l = await login('support')
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/admin/staff/${await staffId('support')}`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { status: 'disabled' },
    })
    expect(off.statusCode).toBe(200)
    const res = await post('/admin/auth/otp', {
      ticket: l.value.ticket,
      code: await totpCode(secretOf('support'), clock.now()),
    })
    expect(res.statusCode).toBe(401)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('a ticket issued before a password reset is dead', async () => {
    const l = await login('content')
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/admin/staff/${await staffId('content')}`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { password: 'A-new-and-long-password-77' },
    })
    expect(reset.statusCode).toBe(200)
    const res = await post('/admin/auth/otp', {
      ticket: l.value.ticket,
      code: await totpCode(secretOf('content'), clock.now()),
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('staff_ticket_expired')
  })

  it('a cookie-signed change with a body but no content type is refused, and no CORS is granted', async () => {
    const cookie = await staffSession(t.app, 'admin', { clock })
    const untyped = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/logout',
      headers: { cookie, 'content-length': '3' },
      payload: Buffer.from('a=1'),
    })
    expect(untyped.headers['content-type']).toMatch(/json/)
    expect(untyped.statusCode).toBe(403)
    const text = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/logout',
      headers: { cookie, 'content-type': 'Text/Plain ; charset=utf-8' },
      payload: '{}',
    })
    expect(text.statusCode).toBe(403)
    expect((await t.app.inject({ url: '/admin/auth/me', headers: staffHeaders(cookie) })).statusCode).toBe(200)
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/admin/auth/logout',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined()
    // A bodiless sign-out from our own page still works.
    const out = await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(200)
  })
})
