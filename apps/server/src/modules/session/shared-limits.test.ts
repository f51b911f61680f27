/**
 * Two server instances on one database (and one Redis, when PARLOR_TEST_REDIS_URL is set)
 * share counters, captchas, sessions and encryption keys: alternating between them buys an
 * attacker nothing.
 */
import { randomBytes } from 'node:crypto'
import { encryptBody, oaepKeySchema, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnswerHashOf, captchaCookie, solveCaptcha } from '../../../test/captcha-solver.ts'
import { HOUR, testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { legacyEncrypt } from '../../../test/legacy-client.ts'
import { buildApp } from '../../app.ts'

const redisUrl = process.env.PARLOR_TEST_REDIS_URL
const variants: [string, Record<string, string>][] = [['database', {}]]
if (redisUrl)
  variants.push([
    'redis',
    { REDIS_URL: redisUrl, PARLOR_REDIS_PREFIX: `parlor-test:${randomBytes(4).toString('hex')}:` },
  ])

describe.each(variants)('two instances sharing one %s', (kind, env) => {
  const clock = testClock()
  let ctx: TestContext
  let a: FastifyInstance
  let b: FastifyInstance
  let redis: Redis | null = null
  let lookup: AnswerHashOf | undefined
  beforeAll(async () => {
    ctx = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1', PARLOR_LOGIN_MAX_ACCOUNT: '6', ...env }, { clock })
    a = ctx.app
    b = await buildApp({ config: ctx.config, database: ctx.database, clock, serveWeb: false })
    await b.ready()
    if (kind === 'redis' && redisUrl) {
      const r = new Redis(redisUrl)
      redis = r
      lookup = async (id) => {
        const raw = await r.get(`${env.PARLOR_REDIS_PREFIX}cap:${id}`)
        return raw ? (JSON.parse(raw) as { answerHash: string }).answerHash : null
      }
    }
  })
  afterAll(async () => {
    await b.close()
    await ctx.close()
    await redis?.quit()
  })

  const login = (app: FastifyInstance, password: string, extra: { captcha?: string; cookie?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '10.7.0.1',
      headers: extra.cookie ? { cookie: `parlor_captcha=${extra.cookie}` } : {},
      payload: { type: 'username', username: 'demo', password, captcha: extra.captcha },
    })
  /** A captcha drawn by one instance and solved for use on the other. */
  const captchaFrom = async (app: FastifyInstance) => {
    const cookie = captchaCookie(await app.inject({ url: '/wps/captcha' }))
    return { cookie, captcha: await solveCaptcha(ctx, cookie, lookup) }
  }

  it('counts login failures across both: captcha after 3, refusal after the cap, until the hour passes', async () => {
    expect((await login(a, 'bad')).json().value).toEqual({ captcha: false })
    expect((await login(b, 'bad')).json().value).toEqual({ captcha: false })
    expect((await login(a, 'bad')).json().value).toEqual({ captcha: true })
    expect((await login(b, 'demo1234')).json().errorCode).toBe('captcha.error')

    // Failures 4 to 6, each with a captcha drawn on the other instance.
    for (const [draw, use] of [
      [a, b],
      [b, a],
      [a, b],
    ] as const) {
      const res = await login(use, 'bad', await captchaFrom(draw))
      expect(res.json().errorCode).toBe('login.cred.err')
    }
    for (const app of [a, b]) {
      const res = await login(app, 'demo1234', await captchaFrom(app))
      expect(res.statusCode).toBe(429)
      expect(res.json().errorCode).toBe('TOO_MANY_REQUEST_LOGIN')
    }
    clock.advance(HOUR)
    expect((await login(b, 'demo1234')).statusCode).toBe(200)
  })

  it('a captcha answers once, whichever instance it is used on', async () => {
    for (let i = 0; i < 3; i++) await login(a, 'bad')
    const c = await captchaFrom(a)
    expect((await login(b, 'bad', c)).json().errorCode).toBe('login.cred.err')
    expect((await login(a, 'demo1234', c)).json().errorCode).toBe('captcha.error')
    expect((await login(a, 'demo1234', await captchaFrom(b))).statusCode).toBe(200)
  })

  it('share sessions: a token from one works on the other, and a logout on one ends it on both', async () => {
    const token = (await login(a, 'demo1234')).json().value.token
    expect((await b.inject({ url: '/wps/member/info', headers: { authorization: token } })).statusCode).toBe(200)
    await b.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } })
    expect((await a.inject({ url: '/wps/member/info', headers: { authorization: token } })).statusCode).toBe(401)
  })

  it('share encryption keys: a body encrypted with one key answer decrypts on the other', async () => {
    const creds = { username: 'demo', password: 'demo1234', type: 'username' }
    const modulus = (await a.inject({ url: '/wps/session/key/rsa' })).body
    expect((await b.inject({ url: '/wps/session/key/rsa' })).body).toBe(modulus)
    const e = legacyEncrypt(modulus, creds)
    const legacy = await b.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', encryption: e.rsa, 'x-rsa': modulus },
      payload: JSON.stringify({ value: e.des }),
    })
    expect(legacy.statusCode, legacy.body).toBe(200)
    const key = oaepKeySchema.parse((await a.inject({ url: '/wps/session/key/rsa?scheme=oaep' })).json().value)
    const enc = await encryptBody(key, routes.sessionLogin, creds)
    const modern = await b.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: enc.headers,
      payload: JSON.stringify(enc.body),
    })
    expect(modern.statusCode, modern.body).toBe(200)
  })
})
