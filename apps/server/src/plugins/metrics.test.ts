/**
 * GET /metrics: refused without the token, 404 when the server has none, and the Prometheus text
 * with it, counting requests under their route pattern (never the raw URL), ledger postings,
 * sign-ins and lottery ticks in this app's own registry.
 */
import { ErrorCode } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../test/helper.ts'
import { METRICS_UNAUTHORIZED } from './metrics.ts'

const TOKEN = 'metrics-token-0123456789abcdef'

let t: TestContext
beforeAll(async () => {
  // The lottery scheduler ticks on its own here, so its job metrics have something to count.
  t = await createTestApp({ PARLOR_METRICS_TOKEN: TOKEN, PARLOR_ALLOW_PLAIN_AUTH: '1', PARLOR_LOTTERY_TICK_MS: '250' })
})
afterAll(() => t.close())

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.statusCode, res.body).toBe(200)
  return res.body
}

/** The value of one series, 0 when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    const m = /^(\w+)\{(.*)\} (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const have = (m[2] as string).split(/,(?=\w+=)/)
    if (want.every((w) => have.includes(w))) return Number(m[3])
  }
  return 0
}

describe('GET /metrics', () => {
  it('refuses a missing or wrong token with 401 and the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({
        url: '/metrics',
        headers: { language: 'EN', ...(authorization ? { authorization } : {}) },
      })
      expect(res.statusCode, authorization).toBe(401)
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/)
      expect(res.json()).toMatchObject({ success: false, errorCode: METRICS_UNAUTHORIZED })
      expect(res.body).not.toContain('parlor_http')
    }
  })

  it('answers the Prometheus text with process metrics and the database pool or queue', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toContain('process_cpu_user_seconds_total')
    expect(res.body).toContain('nodejs_eventloop_lag_seconds')
    // PostgreSQL reports its pool; the embedded database its bounded request queue.
    if (t.database.kind === 'pglite')
      expect(sample(res.body, 'parlor_db_queue_requests', { state: 'max' })).toBe(t.config.dbQueueMax)
    else expect(sample(res.body, 'parlor_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
  })

  it('counts requests under the route pattern, never the URL, with status class and latency', async () => {
    for (const id of ['111', '222', '333']) await t.app.inject({ url: `/cdn/games/${id}` })
    await t.app.inject({ url: '/wps/system/test/ping' })
    await t.app.inject({ url: '/no/such/path/at/all' })
    const text = await scrape()
    expect(
      sample(text, 'parlor_http_requests_total', { route: '/wps/system/test/ping', method: 'GET', status: '2xx' }),
    ).toBe(1)
    expect(
      sample(text, 'parlor_http_request_duration_seconds_count', {
        route: '/wps/system/test/ping',
        method: 'GET',
        status: '2xx',
      }),
    ).toBe(1)
    expect(sample(text, 'parlor_http_requests_total', { route: 'unmatched', status: '4xx' })).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'parlor_http_errors_total', { route: 'unmatched', code: ErrorCode.notFound })).toBeGreaterThan(
      0,
    )
    // No series carries a raw URL.
    expect(text).not.toContain('/no/such/path')
    expect(text).not.toMatch(/route="[^"]*\/(111|222|333)"/)
    const games = ['2xx', '4xx'].reduce(
      (n, status) => n + sample(text, 'parlor_http_requests_total', { route: '/cdn/games/:id', status }),
      0,
    )
    expect(games).toBe(3)
  })

  it('counts sign-ins by outcome', async () => {
    const before = await scrape()
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: '10.8.0.1',
        payload: { type: 'username', username: 'demo', password },
      })
    expect((await login('demo1234')).statusCode).toBe(200)
    expect((await login('not-the-password')).statusCode).toBe(400)
    const after = await scrape()
    const delta = (labels: Record<string, string>) =>
      sample(after, 'parlor_logins_total', labels) - sample(before, 'parlor_logins_total', labels)
    expect(delta({ outcome: 'success' })).toBe(1)
    expect(delta({ outcome: 'failure', code: ErrorCode.loginCredErr })).toBe(1)
  })

  it('counts ledger postings by kind, replays apart', async () => {
    const before = await scrape()
    const adjust = () =>
      t.app.inject({
        method: 'POST',
        url: '/admin/wallet/adjustments',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: { merchant: 'demo', user: 'demo', reason: 'metrics', key: 'metrics-adjust-1', amount: '3' },
      })
    expect((await adjust()).statusCode).toBe(200)
    expect((await adjust()).json().value.replayed).toBe(true)
    const after = await scrape()
    const delta = (replayed: string) =>
      sample(after, 'parlor_ledger_postings_total', { kind: 'adjustment', replayed }) -
      sample(before, 'parlor_ledger_postings_total', { kind: 'adjustment', replayed })
    expect(delta('false')).toBe(1)
    expect(delta('true')).toBe(1)
  })

  it('counts and times lottery scheduler ticks', async () => {
    let text = ''
    for (let i = 0; i < 40; i++) {
      text = await scrape()
      if (sample(text, 'parlor_job_runs_total', { job: 'lottery_tick', outcome: 'ok' }) > 0) break
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(sample(text, 'parlor_job_runs_total', { job: 'lottery_tick', outcome: 'ok' })).toBeGreaterThan(0)
    expect(sample(text, 'parlor_job_duration_seconds_count', { job: 'lottery_tick' })).toBeGreaterThan(0)
  })
})

describe('GET /metrics without a configured token', () => {
  let plain: TestContext
  beforeAll(async () => {
    plain = await createTestApp()
  })
  afterAll(() => plain.close())

  it('answers 404 not_found, whatever token is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await plain.app.inject({ url: '/metrics', headers })
      expect(res.statusCode).toBe(404)
      expect(res.json().errorCode).toBe(ErrorCode.notFound)
    }
  })
})
