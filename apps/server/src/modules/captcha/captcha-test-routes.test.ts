import { afterAll, describe, expect, it } from 'vitest'
import { captchaCookie, solveCaptcha } from '../../../test/captcha-solver.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { CAPTCHA_ANSWER_TEST_PATH } from './captcha-test-routes.ts'

const apps: TestContext[] = []
afterAll(() => Promise.all(apps.map((a) => a.close())))

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env)
  apps.push(t)
  return t
}

describe('captcha answers for browser journeys', () => {
  it('do not exist unless PARLOR_E2E_HOOKS is on', async () => {
    const t = await app()
    const cookie = captchaCookie(await t.app.inject({ url: '/wps/captcha' }))
    const res = await t.app.inject({ url: `${CAPTCHA_ANSWER_TEST_PATH}?cookie=${cookie}` })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(await solveCaptcha(t, cookie))
  })

  it('tell the answer with the flag on, and leave the captcha usable', async () => {
    const t = await app({ PARLOR_E2E_HOOKS: '1' })
    const cookie = captchaCookie(await t.app.inject({ url: '/wps/captcha' }))
    const res = await t.app.inject({ url: `${CAPTCHA_ANSWER_TEST_PATH}?cookie=${encodeURIComponent(cookie)}` })
    expect(res.statusCode).toBe(200)
    expect(res.json().value).toBe(await solveCaptcha(t, cookie))
    const unknown = await t.app.inject({ url: `${CAPTCHA_ANSWER_TEST_PATH}?cookie=nope` })
    expect(unknown.statusCode).toBe(404)
  })
})
