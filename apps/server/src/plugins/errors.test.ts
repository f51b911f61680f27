import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../test/helper.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_BODY_LIMIT: '2048' })
})
afterAll(() => t.close())

const patch = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: '/admin/merchants/demo',
    headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json', language: 'EN', ...headers },
    payload,
  })

function expectEnvelopeError(res: { statusCode: number; body: string; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status)
  const body = res.json() as Record<string, unknown>
  expect(body).toMatchObject({ success: false, errorCode: code })
  expect(typeof body.message).toBe('string')
  expect((body.message as string).length).toBeGreaterThan(3)
  // Nothing internal leaks: no stack frames, file paths or SQL.
  expect(res.body).not.toMatch(/at .*\(|\.ts:\d|node_modules|select |insert |stack/i)
}

describe('bad input answers a clear envelope error', () => {
  it('malformed JSON', async () => {
    expectEnvelopeError(await patch('{"maintenance": tru'), 400, 'request_body_malformed')
  })

  it('wrong types name the field', async () => {
    const res = await patch(JSON.stringify({ maintenance: 'yes' }))
    expectEnvelopeError(res, 400, 'request_param_err')
    expect((res.json() as { message: string }).message).toContain('maintenance')
  })

  it('unknown fields are refused rather than ignored', async () => {
    expectEnvelopeError(await patch(JSON.stringify({ isDefault: true })), 400, 'request_param_err')
  })

  it('oversized bodies', async () => {
    const big = JSON.stringify({ allowedCountries: Array.from({ length: 2000 }, () => 'PH') })
    expectEnvelopeError(await patch(big), 413, 'request_body_too_large')
  })

  it('unsupported content types', async () => {
    expectEnvelopeError(await patch('maintenance=true', { 'content-type': 'text/csv' }), 415, 'unsupported_media_type')
  })

  it('bad query parameters', async () => {
    const res = await t.app.inject({ url: `/wps/system/status?device=${'x'.repeat(40)}` })
    expectEnvelopeError(res, 400, 'request_param_err')
  })

  it('path probing gets the 404 envelope', async () => {
    for (const url of [
      '/.env',
      '/wp-admin/setup.php',
      '/m/../../etc/passwd',
      '/wps/%2e%2e/%2e%2e/etc/passwd',
      '/wps/system/status/../../../package.json',
      '/cdn/games/abc',
      '/cdn/games/999999',
      '/cdn/vendors/..%2F..%2Fetc',
    ]) {
      const res = await t.app.inject({ url })
      expectEnvelopeError(res, 404, 'not_found')
    }
  })

  it('a known path with the wrong verb answers #459', async () => {
    expectEnvelopeError(await t.app.inject({ method: 'POST', url: '/wps/system/status', payload: {} }), 405, '#459')
  })

  it('operator calls need the token', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/admin/merchants/demo', payload: { maintenance: true } })
    expectEnvelopeError(res, 401, 'staff_unauthorized')
    const wrong = await patch(JSON.stringify({ maintenance: true }), { 'x-admin-token': 'x'.repeat(32) })
    expectEnvelopeError(wrong, 401, 'staff_unauthorized')
    expect((await t.app.inject({ url: '/wps/system/status' })).json().value.maintenance).toBe(false)
  })

  it('an unknown merchant in an operator call', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/ghost',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { maintenance: true },
    })
    expectEnvelopeError(res, 404, 'merchant_not_found')
  })
})

describe('every answer carries the security headers', () => {
  it('strict CSP, no framing, nosniff, referrer policy', async () => {
    for (const url of ['/wps/system/status', '/nothing', '/health', '/cdn/vendors/JL.svg']) {
      const res = await t.app.inject({ url })
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toMatch(/script-src 'self'|default-src 'none'/)
      expect(csp).not.toContain("'unsafe-eval'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      if (!url.startsWith('/cdn')) {
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      }
    }
  })

  it('API answers are never cached', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

describe('health', () => {
  it('reports the database', async () => {
    const res = await t.app.inject({ url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json().value).toEqual({ status: 'ok', database: t.database.kind })
  })
})

describe('URLs the router refuses answer the envelope too', () => {
  it('a path parameter over the length limit, or a broken percent escape', async () => {
    const long = await t.app.inject({ url: `/cdn/vendors/${'x'.repeat(300)}` })
    expectEnvelopeError(long, 414, 'request_param_err')
    expect(long.body).not.toContain('xxxxxxxx')
    const broken = await t.app.inject({ url: '/wps/session/oauth/%E0%A4%A/start' })
    expectEnvelopeError(broken, 400, 'request_param_err')
  })
})
