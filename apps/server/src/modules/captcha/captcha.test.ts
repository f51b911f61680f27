import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaCookie, newCaptcha, solveCaptcha } from '../../../test/captcha-solver.ts'
import { MINUTE, testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { eq } from 'drizzle-orm'
import { captchas, merchants } from '../../db/schema.ts'
import { createDbStore } from '../../lib/store/db-store.ts'
import { createCaptchaService } from './captcha-service.ts'
import { makeChallenge } from './captcha-image.ts'

const clock = testClock()
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({}, { clock })
})
afterAll(() => t.close())

describe('GET /wps/captcha', () => {
  it('answers a real PNG, base64 without prefix, and an httpOnly SameSite=Lax cookie', async () => {
    const res = await t.app.inject({ url: '/wps/captcha' })
    expect(res.statusCode).toBe(200)
    const value = res.json().value as string
    expect(value).toMatch(/^iVBORw0KGgo/)
    const png = PNG.sync.read(Buffer.from(value, 'base64'))
    expect(png.width).toBeGreaterThan(80)
    expect(png.height).toBe(48)
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/^parlor_captcha=[\w-]{32};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Max-Age=300')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('draws digits for demo and a sum to work out for demo2 (merchant setting)', async () => {
    const numeric = await newCaptcha(t)
    expect(numeric.answer).toMatch(/^\d{4,5}$/)
    const sum = await newCaptcha(t, { merchant: 'demo2' })
    expect(Number(sum.answer)).toBeLessThanOrEqual(18)
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/demo2',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { authSettings: { captchaType: 'numeric' } },
    })
    expect((await newCaptcha(t, { merchant: 'demo2' })).answer).toMatch(/^\d{4,5}$/)
  })

  it('stores only hashes', async () => {
    const res = await t.app.inject({ url: '/wps/captcha' })
    const cookie = captchaCookie(res)
    const answer = await solveCaptcha(t, cookie)
    const dump = JSON.stringify(await t.database.db.select().from(captchas))
    expect(dump).not.toContain(cookie)
    expect(dump).not.toContain(`"${answer}"`)
  })

  it('limits how many one address can ask for', async () => {
    let last = 0
    for (let i = 0; i < 31; i++)
      last = (await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.9.9' })).statusCode
    expect(last).toBe(429)
    clock.advance(MINUTE)
    expect((await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.9.9' })).statusCode).toBe(200)
  })
})

describe('captcha rules', () => {
  const service = () => createCaptchaService({ store: createDbStore(t.database.db, clock), clock })
  // Seeded in order: demo is 1, demo2 is 2.
  const merchantId = async (code = 'demo') => {
    const [row] = await t.database.db.select().from(merchants).where(eq(merchants.code, code))
    return row?.id ?? -1
  }

  it('answers once, right or wrong', async () => {
    const s = service()
    expect(await merchantId()).toBe(1)
    const { cookie } = await s.issue(1, 'numeric', undefined)
    const answer = await solveCaptcha(t, cookie)
    expect(await s.verify(1, cookie, answer)).toBe(true)
    expect(await s.verify(1, cookie, answer)).toBe(false)
    const second = await s.issue(1, 'numeric', undefined)
    const a2 = await solveCaptcha(t, second.cookie)
    expect(await s.verify(1, second.cookie, `${a2}9`)).toBe(false)
    expect(await s.verify(1, second.cookie, a2)).toBe(false)
  })

  it('expires after 5 minutes', async () => {
    const s = service()
    const { cookie } = await s.issue(1, 'numeric', undefined)
    const answer = await solveCaptcha(t, cookie)
    clock.advance(5 * MINUTE)
    expect(await s.verify(1, cookie, answer)).toBe(false)
  })

  it('is bound to its cookie and merchant; a new one replaces the old', async () => {
    const s = service()
    const a = await s.issue(1, 'numeric', undefined)
    const answer = await solveCaptcha(t, a.cookie)
    expect(await s.verify(1, 'someone-elses-cookie', answer)).toBe(false)
    expect(await s.verify(await merchantId('demo2'), a.cookie, answer)).toBe(false)
    const b = await s.issue(1, 'numeric', undefined)
    const c = await s.issue(1, 'numeric', b.cookie)
    const bAnswer = await solveCaptcha(t, c.cookie)
    expect(await s.verify(1, b.cookie, bAnswer)).toBe(false)
    expect(await s.verify(1, c.cookie, bAnswer)).toBe(true)
  })

  it('challenges: 4-5 digits, or a sum or difference of one-digit numbers', () => {
    for (let i = 0; i < 200; i++) {
      const n = makeChallenge('numeric')
      expect(n.text).toMatch(/^\d{4,5}$/)
      const a = makeChallenge('arithmetic')
      const m = /^(\d) ([+-]) (\d) = \?$/.exec(a.text)
      expect(m).not.toBeNull()
      const [x, op, y] = [Number(m?.[1]), m?.[2], Number(m?.[3])]
      expect(Number(a.answer)).toBe(op === '+' ? x + y : x - y)
      expect(Number(a.answer)).toBeGreaterThanOrEqual(0)
    }
  })
})
