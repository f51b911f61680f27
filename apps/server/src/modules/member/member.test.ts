import { memberInfoSchema } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { maskEmail, maskMobile } from './member-service.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(() => t.close())

const login = async (username: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password, type: 'username' },
  })
  return res
}
const tokenOf = async (username: string, password = 'demo1234') => {
  const res = await login(username, password)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.token as string
}
const info = (token: string) => t.app.inject({ url: '/wps/member/info', headers: { authorization: token } })
const changePassword = (token: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: { authorization: token, language: 'EN' },
    payload: body,
  })

describe('GET /wps/member/info', () => {
  it('answers 401 to anonymous callers', async () => {
    const res = await t.app.inject({ url: '/wps/member/info' })
    expect(res.statusCode).toBe(401)
  })

  it('answers the member with email and mobile masked', async () => {
    const res = await info(await tokenOf('demo'))
    const v = memberInfoSchema.parse(res.json().value)
    expect(v).toMatchObject({
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'VIP 1', type: 'AUTO', rankLevel: 1 },
      email: 'de**@example.com',
      mobile: '917*****67',
    })
    expect(v.regDate).toBe(Date.parse('2026-01-15T08:00:00Z'))
    const downline = memberInfoSchema.parse((await info(await tokenOf('marco'))).json().value)
    expect(downline).toMatchObject({ toUpline: true, email: null, mobile: null })
  })

  it('masks without revealing short values', () => {
    expect(maskEmail('a@b.co')).toBe('**@b.co')
    expect(maskMobile('12345')).toBe('*****')
  })
})

describe('POST /wps/member/password', () => {
  it('checks confirmation, sameness, format and the old password', async () => {
    const token = await tokenOf('lina')
    const cases: [Record<string, string>, string][] = [
      [
        { oldPassword: 'demo1234', newPassword: 'newpass99', confirmNewPassword: 'newpass98' },
        'in_confirmation_correct',
      ],
      [{ oldPassword: 'demo1234', newPassword: 'demo1234', confirmNewPassword: 'demo1234' }, 'modify.new.old.same'],
      [{ oldPassword: 'demo1234', newPassword: 'short', confirmNewPassword: 'short' }, 'password.format.err'],
      [{ oldPassword: 'demo1234', newPassword: '123456', confirmNewPassword: '123456' }, 'password.format.err'],
      [
        { oldPassword: 'wrong-old', newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
        'old.password.incorrect',
      ],
      // An ordinary session always names the old password.
      [{ newPassword: 'newpass99', confirmNewPassword: 'newpass99' }, 'old.password.required'],
      [{ oldPassword: '', newPassword: 'newpass99', confirmNewPassword: 'newpass99' }, 'old.password.required'],
    ]
    for (const [body, code] of cases) {
      const res = await changePassword(token, body)
      expect(res.statusCode, code).toBe(400)
      expect(res.json().errorCode).toBe(code)
    }
    expect((await changePassword(token, {} as Record<string, string>)).json().errorCode).toBe('request_param_err')
  })

  it('changes the password, keeps this session and ends every other one at once', async () => {
    const first = await tokenOf('jun')
    const second = await tokenOf('jun')
    const res = await changePassword(second, {
      oldPassword: 'demo1234',
      newPassword: 'fresh-pass-1',
      confirmNewPassword: 'fresh-pass-1',
    })
    expect(res.json()).toEqual({ success: true, value: null })
    expect((await info(first)).json().errorCode).toBe('user.or.token.invalid')
    expect((await info(second)).statusCode).toBe(200)
    expect((await login('jun', 'demo1234')).json().errorCode).toBe('login.cred.err')
    expect((await login('jun', 'fresh-pass-1')).statusCode).toBe(200)
  })

  it('clears the first-login mark', async () => {
    const res = await login('newbie', 'demo1234')
    expect(res.json().value.changePassword).toBe(true)
    const token = res.json().value.token
    await changePassword(token, {
      oldPassword: 'demo1234',
      newPassword: 'welcome-99',
      confirmNewPassword: 'welcome-99',
    })
    expect((await login('newbie', 'welcome-99')).json().value).toMatchObject({
      firstTimeLogin: false,
      changePassword: false,
    })
  })

  it('stops guessing the old password after 5 wrong tries', async () => {
    const token = await tokenOf('rico')
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(token, {
        oldPassword: `guess${i}`,
        newPassword: 'abcdefgh1',
        confirmNewPassword: 'abcdefgh1',
      })
      expect(res.json().errorCode).toBe('old.password.incorrect')
    }
    const res = await changePassword(token, {
      oldPassword: 'demo1234',
      newPassword: 'abcdefgh1',
      confirmNewPassword: 'abcdefgh1',
    })
    expect(res.statusCode).toBe(429)
  })
})
