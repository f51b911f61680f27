/**
 * Liveness (/health) and readiness (/ready): ready when the database and Redis answer, not while
 * draining; with Redis away, calls that need it answer 503 store_unavailable, never a 500, while
 * /health stays 200 (restarting the server would not bring Redis back).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { ErrorCode } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../test/free-port.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { buildApp } from '../../app.ts'

const login = (t: TestContext, password = 'wrong-password', language = 'EN', merchant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { language, merchant },
    remoteAddress: '10.9.0.1',
    payload: { type: 'username', username: 'demo', password },
  })

describe('readiness on the database', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('is ready when the database answers, without naming a Redis it does not use', async () => {
    const res = await t.app.inject({ url: '/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      success: true,
      value: { status: 'ready', database: 'up', draining: false },
    })
  })

  it('answers 503 not_ready naming the part that is down while draining', async () => {
    let draining = false
    const app = await buildApp({
      config: t.config,
      database: t.database,
      serveWeb: false,
      isDraining: () => draining,
    })
    try {
      await app.ready()
      expect((await app.inject({ url: '/ready' })).statusCode).toBe(200)
      draining = true
      const res = await app.inject({ url: '/ready', headers: { language: 'EN' } })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: ErrorCode.notReady,
        message: 'Not ready: draining.',
        value: { status: 'not_ready', database: 'up', draining: true },
      })
      // Liveness is another question: a draining server is alive.
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('answers 503 naming the database when it does not answer', async () => {
    const { database, config, app } = await createTestApp()
    try {
      await database.close()
      const res = await app.inject({ url: '/ready', headers: { language: 'EN' } })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        errorCode: ErrorCode.notReady,
        message: 'Not ready: database.',
        value: { status: 'not_ready', database: 'down' },
      })
      expect(config.redisUrl).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})

describe('Redis that is not there', () => {
  let t: TestContext
  beforeAll(async () => {
    // A port nobody listens on: every connection is refused.
    const port = await freePort()
    t = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      PARLOR_REDIS_TIMEOUT_MS: '300',
      PARLOR_ALLOW_PLAIN_AUTH: '1',
    })
  })
  afterAll(() => t.close())

  it('answers a login 503 store_unavailable with Retry-After, in the caller language, not a 500', async () => {
    const started = Date.now()
    const res = await login(t)
    expect(res.statusCode, res.body).toBe(503)
    expect(res.headers['retry-after']).toBe('1')
    expect(res.json()).toEqual({
      success: false,
      value: null,
      errorCode: ErrorCode.storeUnavailable,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    })
    // Fails fast: the command gives up instead of waiting for a connection that does not come.
    expect(Date.now() - started).toBeLessThan(3000)
    // demo2 speaks CN and TW.
    const tw = await login(t, 'wrong-password', 'TW', 'demo2')
    expect(tw.json().message).toBe('服務暫時無法使用，請稍後再試。')
  })

  it('answers an image captcha the same way', async () => {
    const captcha = await t.app.inject({ url: '/wps/captcha', headers: { language: 'EN' } })
    expect(captcha.statusCode, captcha.body).toBe(503)
    expect(captcha.json().errorCode).toBe(ErrorCode.storeUnavailable)
  })

  it('is not ready, naming redis, while /health (liveness) stays 200', async () => {
    const ready = await t.app.inject({ url: '/ready', headers: { language: 'EN' } })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({
      errorCode: ErrorCode.notReady,
      message: 'Not ready: redis.',
      value: { status: 'not_ready', database: 'up', redis: 'down', draining: false },
    })
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200)
  })
})

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0

describe.skipIf(!hasRedisServer)('Redis that goes away and comes back', () => {
  let port: number
  let redis: ChildProcess | null = null
  let t: TestContext

  async function startRedis() {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    redis = child
    for (let i = 0; i < 50; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('redis-server did not start')
  }
  async function stopRedis() {
    const child = redis
    redis = null
    if (!child || child.exitCode !== null) return
    const gone = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await gone
  }
  async function readyWithin(ms: number, status: number) {
    const until = Date.now() + ms
    for (;;) {
      const res = await t.app.inject({ url: '/ready' })
      if (res.statusCode === status || Date.now() > until) return res
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  beforeAll(async () => {
    port = await freePort()
    await startRedis()
    t = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      PARLOR_REDIS_PREFIX: `parlor-test:${randomBytes(4).toString('hex')}:`,
      PARLOR_REDIS_TIMEOUT_MS: '300',
      PARLOR_ALLOW_PLAIN_AUTH: '1',
    })
  })
  afterAll(async () => {
    await t?.close()
    await stopRedis()
  })

  it('answers logins normally, then store_unavailable once Redis stops, then normally again', async () => {
    // The client may still be connecting on a busy machine: ready once it has.
    expect((await readyWithin(10_000, 200)).json().value).toMatchObject({ redis: 'up' })
    expect((await login(t)).json().errorCode).toBe(ErrorCode.loginCredErr)

    await stopRedis()
    const down = await login(t)
    expect(down.statusCode, down.body).toBe(503)
    expect(down.json().errorCode).toBe(ErrorCode.storeUnavailable)
    const ready = await readyWithin(3000, 503)
    expect(ready.statusCode).toBe(503)
    expect(ready.json().value).toMatchObject({ redis: 'down', database: 'up' })
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200)

    await startRedis()
    expect((await readyWithin(5000, 200)).statusCode).toBe(200)
    expect((await login(t)).json().errorCode).toBe(ErrorCode.loginCredErr)
  })
})
