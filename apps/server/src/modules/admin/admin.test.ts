import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'

const LOCAL = 'local-operator-token-0123456789'
let t: TestContext
beforeAll(async () => {
  // As server.ts runs an embedded database without PARLOR_ADMIN_TOKEN: a local token only.
  t = await createTestApp({ PARLOR_ADMIN_TOKEN: '' }, { localOperatorToken: LOCAL })
})
afterAll(() => t.close())

const adjustment = (body: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/wallet/adjustments',
    headers: { 'x-admin-token': LOCAL, language: 'EN', ...headers },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  })

describe('local operator token', () => {
  it('is accepted from this machine only, never through a proxy', async () => {
    expect((await t.app.inject({ url: '/admin/sms-outbox', headers: { 'x-admin-token': LOCAL } })).statusCode).toBe(200)
    const far = await t.app.inject({
      url: '/admin/sms-outbox',
      headers: { 'x-admin-token': LOCAL },
      remoteAddress: '10.1.2.3',
    })
    expect(far.statusCode).toBe(401)
    const proxied = await t.app.inject({
      url: '/admin/sms-outbox',
      headers: { 'x-admin-token': LOCAL, 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: '/admin/sms-outbox', headers: { 'x-admin-token': 'x'.repeat(30) } })).statusCode,
    ).toBe(401)
  })
})

describe('POST /admin/wallet/adjustments', () => {
  const base = { merchant: 'demo', user: 'demo', reason: 'goodwill', key: 'op-adjust-1' }

  it('moves money through the ledger once per key and answers the new balance', async () => {
    const first = await adjustment({ ...base, amount: '-5' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toMatchObject({ replayed: false, currency: 'PHP', balance: 995 })
    const again = await adjustment({ ...base, amount: '-5' })
    expect(again.json().value).toMatchObject({ replayed: true, balance: 995 })
    expect((await adjustment({ ...base, amount: '-6' })).statusCode).toBe(409)
  })

  it('refuses bad amounts and names unknown members and merchants', async () => {
    for (const amount of ['abc', '1.234', '0', '0.00', '-'])
      expect((await adjustment({ ...base, key: `k-${amount}`, amount })).statusCode, amount).toBe(400)
    const nobody = await adjustment({ ...base, key: 'k-nobody', user: 'nobody', amount: '1' })
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().errorCode).toBe('member_not_found')
    const nowhere = await adjustment({ ...base, key: 'k-nowhere', merchant: 'nowhere', amount: '1' })
    expect(nowhere.json().errorCode).toBe('merchant_not_found')
  })
})
