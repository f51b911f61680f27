import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'

const LOCAL = 'local-operator-token-abcdefghijklmnop'
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ADMIN_TOKEN: '' }, { localOperatorToken: LOCAL })
})
afterAll(() => t.close())

const me = (headers: Record<string, string>) =>
  t.app.inject({ url: '/admin/auth/me', headers: { 'x-admin-token': LOCAL, language: 'EN', ...headers } })

describe('the local operator token', () => {
  it('counts from this machine', async () => {
    const res = await me({})
    expect(res.statusCode).toBe(200)
    expect(res.json().value).toMatchObject({ username: 'local-operator', role: 'owner' })
  })

  // A reverse proxy on this machine connects from loopback; whichever header it adds, the
  // request came from elsewhere.
  it.each([
    ['x-real-ip', '203.0.113.9'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-host', 'bo.example.com'],
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
  ])('does not count through a proxy that adds %s', async (header, value) => {
    const res = await me({ [header]: value })
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('staff_unauthorized')
  })
})
