import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../db/seed/staff.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { apiKeyFor, staffHeaders, staffSession, totpCode } from '../../../test/staff.ts'
import { MINUTE, testClock } from '../../../test/clock.ts'

const secretOf = (u: string) => DEMO_STAFF.find((s) => s.username === u)?.totpSecret as string

describe('staff sign-in', () => {
  let t: TestContext
  const clock = testClock(new Date())
  beforeAll(async () => {
    t = await createTestApp({ PARLOR_LOGIN_MAX_ACCOUNT: '5' }, { clock })
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { language: 'EN', ...headers } })
  const me = (cookie: string) => t.app.inject({ url: '/admin/auth/me', headers: staffHeaders(cookie) })
  const login = async (username: string, password = DEMO_STAFF_PASSWORD) =>
    (await post('/admin/auth/login', { username, password })).json()

  it('signs in with password then TOTP, and the session answers me', async () => {
    const l = await login('finance')
    expect(l.value.step).toBe('otp')
    const res = await post('/admin/auth/otp', {
      ticket: l.value.ticket,
      code: await totpCode(secretOf('finance'), clock.now()),
    })
    expect(res.statusCode).toBe(200)
    const cookie = res.headers['set-cookie'] as string
    expect(cookie).toMatch(/^parlor_bo=[^;]+;.*HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\/admin/)
    const m = (await me(cookie.split(';')[0] as string)).json()
    expect(m.value).toMatchObject({ username: 'finance', role: 'finance', merchants: 'all', idleMinutes: 30 })
    expect(m.value.permissions).toContain('cashier.review')
    expect(m.value.permissions).not.toContain('staff.write')
    // The sign-in is in the staff member's audit trail, with the address it came from.
    const trail = await t.app.inject({
      url: '/admin/audit?target=staff:finance&action=staff.login',
      headers: { 'x-admin-token': ADMIN_TOKEN },
    })
    expect(trail.json().value.rows[0]).toMatchObject({
      actor: 'finance',
      actorType: 'session',
      ip: '127.0.0.1',
      detail: { method: 'totp' },
    })
  })

  it('accepts a TOTP step once, and the ticket once', async () => {
    const code = await totpCode(secretOf('risk'), clock.now())
    const a = await login('risk')
    expect((await post('/admin/auth/otp', { ticket: a.value.ticket, code })).statusCode).toBe(200)
    // The same ticket again: used.
    const again = await post('/admin/auth/otp', { ticket: a.value.ticket, code })
    expect(again.json().errorCode).toBe('staff_ticket_expired')
    // The same code on a new ticket: the step was spent.
    const b = await login('risk')
    const replay = await post('/admin/auth/otp', { ticket: b.value.ticket, code })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().errorCode).toBe('staff_bad_otp')
  })

  it('enrols the owner with a QR code and recovery codes, each usable once', async () => {
    const l = await login('owner')
    expect(l.value.step).toBe('enrol')
    expect(l.value.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Parlor:owner\?/)
    expect(l.value.otpauthUrl).toContain(`secret=${l.value.secret}`)
    expect(l.value.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(l.value.qrDataUrl.split(',')[1], 'base64').toString()).toContain('<svg')
    const wrong = await post('/admin/auth/enrol', { ticket: l.value.ticket, code: '000000' })
    expect(wrong.json().errorCode).toBe('staff_bad_otp')
    const ok = await post('/admin/auth/enrol', {
      ticket: l.value.ticket,
      code: await totpCode(l.value.secret, clock.now()),
    })
    expect(ok.statusCode).toBe(200)
    const codes = ok.json().value.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(ok.json().value.me.recoveryCodesLeft).toBe(10)
    // Now enrolled: the next sign-in asks for a code; a recovery code works once.
    const n = await login('owner')
    expect(n.value.step).toBe('otp')
    const used = await post('/admin/auth/otp', { ticket: n.value.ticket, code: (codes[0] as string).toUpperCase() })
    expect(used.statusCode).toBe(200)
    expect(used.json().value.me.recoveryCodesLeft).toBe(9)
    const n2 = await login('owner')
    expect((await post('/admin/auth/otp', { ticket: n2.value.ticket, code: codes[0] })).json().errorCode).toBe(
      'staff_bad_otp',
    )
  })

  it('refuses a ticket after 5 minutes and from another address', async () => {
    const l = await login('content')
    const other = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/otp',
      remoteAddress: '203.0.113.7',
      payload: { ticket: l.value.ticket, code: await totpCode(secretOf('content'), clock.now()) },
    })
    expect(other.json().errorCode).toBe('staff_ticket_expired')
    clock.advance(5 * MINUTE + 1000)
    const late = await post('/admin/auth/otp', {
      ticket: l.value.ticket,
      code: await totpCode(secretOf('content'), clock.now()),
    })
    expect(late.json().errorCode).toBe('staff_ticket_expired')
  })

  it('ends a session after the idle time, and at logout', async () => {
    const cookie = await staffSession(t.app, 'support', { clock })
    expect((await me(cookie)).statusCode).toBe(200)
    clock.advance(29 * MINUTE)
    expect((await me(cookie)).statusCode).toBe(200)
    clock.advance(29 * MINUTE)
    // Each call pushed the idle expiry forward.
    expect((await me(cookie)).statusCode).toBe(200)
    clock.advance(31 * MINUTE)
    const idle = await me(cookie)
    expect(idle.statusCode).toBe(401)
    expect(idle.json().errorCode).toBe('staff_unauthorized')

    const again = await staffSession(t.app, 'support', { clock })
    expect((await me(again)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: staffHeaders(again) })
    expect(out.statusCode).toBe(200)
    expect((await me(again)).statusCode).toBe(401)
  })

  it('counts wrong passwords and wrong codes, then locks the account', async () => {
    // PARLOR_LOGIN_MAX_ACCOUNT=5: four wrong passwords and one wrong code.
    for (let i = 0; i < 4; i++)
      expect((await login('viewer', 'wrong-password-1')).errorCode).toBe('staff_bad_credentials')
    const l = await login('viewer')
    expect(l.value.step).toBe('otp')
    const bad = await post('/admin/auth/otp', { ticket: l.value.ticket, code: '000000' })
    expect(bad.json().errorCode).toBe('staff_bad_otp')
    // Now even the right password is refused until the window has passed.
    const locked = await post('/admin/auth/login', { username: 'viewer', password: DEMO_STAFF_PASSWORD })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().errorCode).toBe('staff_locked')
    clock.advance(61 * MINUTE)
    expect((await login('viewer')).value.step).toBe('otp')
  })

  it('refuses a disabled staff member after a right password, and ends its sessions', async () => {
    const cookie = await staffSession(t.app, 'content', { clock })
    const list = await t.app.inject({ url: '/admin/staff', headers: { 'x-admin-token': ADMIN_TOKEN } })
    const id = list.json().value.find((s: { username: string }) => s.username === 'content').id
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/admin/staff/${id}`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { status: 'disabled' },
    })
    expect(off.json().value.status).toBe('disabled')
    expect((await me(cookie)).statusCode).toBe(401)
    expect((await login('content', 'wrong-password-1')).errorCode).toBe('staff_bad_credentials')
    expect((await login('content')).errorCode).toBe('staff_disabled')
  })

  it('an API key works in X-Admin-Token with its role until revoked', async () => {
    const key = await apiKeyFor(t.app, 'support', ['demo'])
    expect(key).toMatch(/^pak_/)
    const h = { 'x-admin-token': key, language: 'EN' }
    const m = (await t.app.inject({ url: '/admin/auth/me', headers: h })).json()
    expect(m.value).toMatchObject({ role: 'support', merchants: ['demo'] })
    // support may read members but not manage staff.
    expect((await t.app.inject({ url: '/admin/staff', headers: h })).json().errorCode).toBe('staff_forbidden')
    const keys = (await t.app.inject({ url: '/admin/api-keys', headers: { 'x-admin-token': ADMIN_TOKEN } })).json()
    const row = keys.value.find((k: { prefix: string }) => key.startsWith(k.prefix))
    expect(row).toBeTruthy()
    expect(JSON.stringify(keys.value)).not.toContain(key)
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api-keys/${row.id}`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
    })
    expect(revoke.statusCode).toBe(200)
    const after = await t.app.inject({ url: '/admin/auth/me', headers: h })
    expect(after.statusCode).toBe(401)
    expect(after.json().errorCode).toBe('staff_unauthorized')
  })

  it('refuses a cookie-signed change posted as a form (cross-site)', async () => {
    const cookie = await staffSession(t.app, 'admin', { clock })
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    })
    expect(res.statusCode).toBe(403)
    expect((await me(cookie)).statusCode).toBe(200)
  })
})
