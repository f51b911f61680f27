import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/helper.ts'
import { redactUrl } from './log-redaction.ts'

/** Every line the app logs, as written. */
const lines: string[] = []
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: capture })
})
afterAll(() => t.close())

describe('request logs', () => {
  it('keep the path but never a secret from the query string or headers', async () => {
    lines.length = 0
    await t.app.inject({
      method: 'GET',
      url: '/wps/member/info?token=SECRETVALUE123&Session_Key=SECRETVALUE456&lang=EN&apiSignature=SECRETVALUE789',
      headers: {
        authorization: 'SECRETVALUE000aaaaaaaaaaaaaaaaaaaaa',
        cookie: 'sid=SECRETVALUE111',
        'x-admin-token': 'SECRETVALUE222',
        'x-game-session': 'SECRETVALUE333',
      },
    })
    await t.app.inject({ method: 'GET', url: '/games/inhouse/inhouse_rng_001?t=SECRETVALUE444' })
    await t.app.inject({ method: 'GET', url: '/no/such/route?token=SECRETVALUE555' })
    await t.app.inject({ method: 'POST', url: '/wps/session/login?code=SECRETVALUE666', payload: '{bad json' })
    const log = lines.join('')
    expect(log).toContain('/wps/member/info')
    expect(log).toContain('lang=EN')
    expect(log).toContain('/games/inhouse/inhouse_rng_001')
    expect(log).not.toContain('SECRETVALUE')
  })
})

describe('redactUrl', () => {
  it.each([
    ['/a?token=x', '/a?token=[REDACTED]'],
    ['/a?TOKEN=x&b=1', '/a?TOKEN=[REDACTED]&b=1'],
    ['/a?accessKey=x&secret=y&pwd=z', '/a?accessKey=[REDACTED]&secret=[REDACTED]&pwd=[REDACTED]'],
    [
      '/a?code=1&sign=2&auth=3&sessionToken=4&password=5',
      '/a?code=[REDACTED]&sign=[REDACTED]&auth=[REDACTED]&sessionToken=[REDACTED]&password=[REDACTED]',
    ],
    ['/a?page=2&pageSize=10', '/a?page=2&pageSize=10'],
    ['/a', '/a'],
    ['/a?token', '/a?token'],
    ['/a?x=1#token=y', '/a?x=1'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})
