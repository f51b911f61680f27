/**
 * Request ids: a caller's X-Request-Id is kept when short and plain, replaced when not, and
 * every answer carries the id in x-request-id (errors, 404s and router refusals included) and
 * logs it as reqId.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../test/helper.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const lines: string[] = []
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } })
})
afterAll(() => t.close())

describe('x-request-id', () => {
  it('echoes a safe id and logs it as reqId', async () => {
    const res = await t.app.inject({ url: '/wps/system/test/ping', headers: { 'x-request-id': 'lb-42.a_B-c' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-request-id']).toBe('lb-42.a_B-c')
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === 'lb-42.a_B-c')
    expect(logged.length).toBeGreaterThan(0)
  })

  it('generates one when none is sent, different per request', async () => {
    const a = (await t.app.inject({ url: '/wps/system/test/ping' })).headers['x-request-id']
    const b = (await t.app.inject({ url: '/wps/system/test/ping' })).headers['x-request-id']
    expect(a).toMatch(UUID)
    expect(b).toMatch(UUID)
    expect(a).not.toBe(b)
  })

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'two words'],
    ['log injection', 'x\\n{"level":60}'],
    ['markup', '<script>'],
    ['empty', ''],
  ])('replaces an unsafe one (%s)', async (_name, given) => {
    const res = await t.app.inject({ url: '/wps/system/test/ping', headers: { 'x-request-id': given } })
    expect(res.headers['x-request-id']).toMatch(UUID)
  })

  it('keeps the longest safe id', async () => {
    const id = 'a'.repeat(64)
    expect((await t.app.inject({ url: '/health', headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id)
  })

  it('is on errors, 404s and router refusals too', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/no/such/path', headers: { 'x-request-id': 'nf-1' } }),
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: '{bad',
        headers: { 'content-type': 'application/json', 'x-request-id': 'err-1' },
      }),
      t.app.inject({ url: '/cdn/games/%E0%A4%A', headers: { 'x-request-id': 'bad-url-1' } }),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([404, 400, 400])
    expect(answers.map((r) => r.headers['x-request-id'])).toEqual(['nf-1', 'err-1', 'bad-url-1'])
  })
})
