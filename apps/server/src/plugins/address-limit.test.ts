/**
 * The per-address request limit in front of every route: the envelope when it is reached, addresses
 * counted apart behind a trusted proxy, health checks never refused, one count across instances
 * sharing Redis (when PARLOR_TEST_REDIS_URL is set), and no failures when Redis cannot be reached.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/helper.ts'

const redisUrl = process.env.PARLOR_TEST_REDIS_URL
const LIMITED = {
  PARLOR_RATE_LIMIT_MAX: '5',
  PARLOR_RATE_LIMIT_WINDOW_MS: '60000',
  PARLOR_TRUSTED_PROXIES: '127.0.0.1',
}

const get = (t: TestContext, url: string, address: string, language = 'EN') =>
  t.app.inject({ url, headers: { 'x-forwarded-for': address, language } })

describe('address limit (in-memory count)', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp(LIMITED)
  })
  afterAll(() => t.close())

  it('answers 429 in the envelope, translated, with Retry-After, once an address spends its budget', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await get(t, '/wps/system/status', '203.0.113.1')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['x-ratelimit-remaining']).toBe(String(5 - i))
    }
    const refused = await get(t, '/wps/system/status', '203.0.113.1')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({
      success: false,
      value: null,
      errorCode: 'TOO_MANY_REQUEST',
      message: 'Too many requests. Please try again later.',
    })
    const tw = await get(t, '/wps/system/status', '203.0.113.1', 'TW')
    expect(tw.json().message).toBe('請求過於頻繁，請稍後再試。')
    // Unknown paths spend the same budget: they are the cheapest flood.
    expect((await get(t, '/no/such/path', '203.0.113.1')).statusCode).toBe(429)
  })

  it('counts addresses apart, as the trusted proxy reports them', async () => {
    for (let i = 0; i < 5; i++) expect((await get(t, '/no/such/path', '203.0.113.2')).statusCode).toBe(404)
    expect((await get(t, '/no/such/path', '203.0.113.2')).statusCode).toBe(429)
    expect((await get(t, '/wps/system/status', '203.0.113.3')).statusCode).toBe(200)
    expect((await get(t, '/wps/system/status', '2001:db8::1')).statusCode).toBe(200)
  })

  it('never refuses the health check', async () => {
    for (let i = 0; i < 8; i++) expect((await get(t, '/health', '203.0.113.1')).statusCode).toBe(200)
  })
})

describe('address limit off', () => {
  it('lets every request through with PARLOR_RATE_LIMIT_MAX=0', async () => {
    const t = await createTestApp({ ...LIMITED, PARLOR_RATE_LIMIT_MAX: '0' }, { seed: false })
    try {
      for (let i = 0; i < 8; i++) expect((await get(t, '/no/such/path', '203.0.113.9')).statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})

describe('address limit with Redis unreachable', () => {
  it('lets requests through instead of failing them', async () => {
    // Nothing listens on port 1: every count fails, and the limit steps aside (skipOnError).
    const t = await createTestApp({ ...LIMITED, REDIS_URL: 'redis://127.0.0.1:1' }, { seed: false })
    try {
      for (let i = 0; i < 8; i++) expect((await get(t, '/no/such/path', '203.0.113.9')).statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})

describe.skipIf(!redisUrl)('address limit shared through Redis', () => {
  let a: TestContext
  let b: TestContext
  beforeAll(async () => {
    const env = {
      ...LIMITED,
      REDIS_URL: redisUrl ?? '',
      PARLOR_REDIS_PREFIX: `parlor-test:${randomBytes(4).toString('hex')}:`,
    }
    a = await createTestApp(env)
    b = await createTestApp(env, { seed: false })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it('counts one address once across two instances', async () => {
    for (let i = 0; i < 3; i++) expect((await get(a, '/no/such/path', '198.51.100.1')).statusCode).toBe(404)
    for (let i = 0; i < 2; i++) expect((await get(b, '/no/such/path', '198.51.100.1')).statusCode).toBe(404)
    expect((await get(a, '/no/such/path', '198.51.100.1')).statusCode).toBe(429)
    expect((await get(b, '/no/such/path', '198.51.100.1')).statusCode).toBe(429)
    expect((await get(b, '/no/such/path', '198.51.100.2')).statusCode).toBe(404)
  })
})
