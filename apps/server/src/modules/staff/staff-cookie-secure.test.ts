import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../db/seed/staff.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { totpCode } from '../../../test/staff.ts'

const secretOf = (u: string) => DEMO_STAFF.find((s) => s.username === u)?.totpSecret as string

describe('the staff cookie behind a TLS proxy', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ PARLOR_TRUSTED_PROXIES: '10.0.0.1' })
  })
  afterAll(() => t.close())

  /** Signs `username` in through an address, with extra headers; answers the Set-Cookie header. */
  async function cookieVia(username: string, remoteAddress: string, headers: Record<string, string>) {
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { language: 'EN', ...headers } })
    const l = (await send('/admin/auth/login', { username, password: DEMO_STAFF_PASSWORD })).json()
    const res = await send('/admin/auth/otp', { ticket: l.value.ticket, code: await totpCode(secretOf(username)) })
    expect(res.statusCode).toBe(200)
    return String(res.headers['set-cookie'])
  }

  it('is Secure when the trusted proxy says https, and only then', async () => {
    const viaProxy = await cookieVia('finance', '10.0.0.1', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.4',
    })
    expect(viaProxy).toMatch(/;\s*Secure/i)
    expect(viaProxy).toMatch(/HttpOnly/i)
    expect(viaProxy).toMatch(/SameSite=Strict/i)
    expect(viaProxy).toMatch(/Path=\/admin(;|$)/)
    // Anyone else claiming https does not change the answer's flags (and is plain http).
    const spoofed = await cookieVia('risk', '198.51.100.9', { 'x-forwarded-proto': 'https' })
    expect(spoofed).not.toMatch(/;\s*Secure/i)
  })
})
