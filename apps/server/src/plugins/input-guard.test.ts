import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../test/helper.ts'

let t: TestContext
let token: string
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
  const login = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: 'demo', password: 'demo1234', type: 'username' },
  })
  token = login.json().value.token
})
afterAll(() => t.close())

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400)
  const body = res.json() as { success: boolean; errorCode: string; message: string }
  expect(body).toMatchObject({ success: false, errorCode: 'request_param_err' })
  expect(body.message).toContain(field)
  expect(body.message).toMatch(/NUL/)
}

describe('a NUL character anywhere in the input is refused at the edge', () => {
  it('in a query string', async () => {
    expectRefused(
      await t.app.inject({ url: '/wps/check/username?username=a%00b', headers: { language: 'EN' } }),
      'username',
    )
    const res = await t.app.inject({
      url: '/wps/game/records?gameCode=slot%00',
      headers: { authorization: token, language: 'EN' },
    })
    expectRefused(res, 'gameCode')
  })

  it('in a JSON body, nested or as a key, also on calls that travel encrypted', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { language: 'EN' },
      payload: { username: 'de\u0000mo', password: 'demo1234', type: 'username' },
    })
    expectRefused(login, 'username')
    const nested = await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/demo2',
      headers: { 'x-admin-token': ADMIN_TOKEN, language: 'EN' },
      payload: { allowedCountries: ['PH', 'P\u0000'] },
    })
    expectRefused(nested, 'allowedCountries.1')
    const key = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/json', language: 'EN' },
      payload: '{"username":"demo","email":"a@example.com","x\\u0000":1}',
    })
    expectRefused(key, 'body')
  })

  it('in a path parameter', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/demo%00',
      headers: { 'x-admin-token': ADMIN_TOKEN, language: 'EN' },
      payload: { maintenance: false },
    })
    expectRefused(res, 'code')
  })

  it('a lone surrogate (not Unicode text, and refused by jsonb) is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/json', language: 'EN' },
      payload: '{"username":"de\\ud800mo","email":"a@example.com"}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' })
    expect(res.json().message).toContain('username')
  })

  it('leaves other unusual text alone', async () => {
    const res = await t.app.inject({ url: `/wps/check/username?username=${encodeURIComponent('名字😀')}` })
    expect(res.statusCode).toBeLessThan(500)
    expect(res.json().errorCode).not.toBe('request_param_err')
  })
})

describe('impossible dates are refused by the contract, not by the database', () => {
  for (const path of ['/wps/wallets/records', '/wps/game/records'])
    it(path, async () => {
      for (const q of [
        'startDate=2024-13-45',
        'endDate=2024-02-30',
        'startDate=2023-02-29',
        'endDate=99999999999999999',
      ]) {
        const res = await t.app.inject({ url: `${path}?${q}`, headers: { authorization: token, language: 'EN' } })
        expect(res.statusCode, q).toBe(400)
        expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' })
        expect(res.json().message, q).toContain(q.split('=')[0])
      }
      const leap = await t.app.inject({
        url: `${path}?startDate=2024-02-29&endDate=2024-02-29`,
        headers: { authorization: token },
      })
      expect(leap.statusCode, leap.body).toBe(200)
      const widest = await t.app.inject({
        url: `${path}?startDate=0001-01-01&endDate=9998-12-31`,
        headers: { authorization: token },
      })
      expect(widest.statusCode, widest.body).toBe(200)
    })
})
