/**
 * The same rules for both implementations of the security store: the database always, Redis
 * when PARLOR_TEST_REDIS_URL is set (.ci/run starts one).
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MINUTE, testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { createDbStore } from './db-store.ts'
import { createRedisStore } from './redis-store.ts'
import type { SecurityStore } from './security-store.ts'

const redisUrl = process.env.PARLOR_TEST_REDIS_URL
const clock = testClock()
let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const kinds: [string, () => SecurityStore][] = [['database', () => createDbStore(t.database.db, clock)]]
if (redisUrl)
  kinds.push(['redis', () => createRedisStore(redisUrl, `parlor-test:${randomBytes(4).toString('hex')}:`, clock)])

describe.each(kinds)('%s store', (_kind, make) => {
  let s: SecurityStore
  beforeAll(() => {
    s = make()
  })
  afterAll(() => s.close())

  it('counts in a window that opens at the first hit and closes windowMs later', async () => {
    const hit = async () => (await s.limiter.hit([{ key: 'w', windowMs: 10 * MINUTE }]))[0]
    expect((await hit())?.count).toBe(1)
    clock.advance(9 * MINUTE)
    const second = await hit()
    expect(second?.count).toBe(2)
    expect(second?.resetAt.getTime()).toBe(clock.now().getTime() + MINUTE)
    expect((await s.limiter.peek(['w', 'never']))[0]?.count).toBe(2)
    expect((await s.limiter.peek(['never']))[0]?.count).toBe(0)
    clock.advance(MINUTE)
    expect((await s.limiter.peek(['w']))[0]?.count).toBe(0)
    expect((await hit())?.count).toBe(1)
  })

  it('hits several keys at once, each with its own window, and resets them', async () => {
    const entries = [
      { key: 'a', windowMs: MINUTE },
      { key: 'b', windowMs: 60 * MINUTE },
    ]
    await s.limiter.hit(entries)
    const [a, b] = await s.limiter.hit(entries)
    expect([a?.count, b?.count]).toEqual([2, 2])
    clock.advance(MINUTE)
    const [a2, b2] = await s.limiter.hit(entries)
    expect([a2?.count, b2?.count]).toEqual([1, 3])
    await s.limiter.reset(['b'])
    expect((await s.limiter.peek(['a', 'b'])).map((c) => c.count)).toEqual([1, 0])
  })

  it('counts every parallel hit', async () => {
    await Promise.all(Array.from({ length: 20 }, () => s.limiter.hit([{ key: 'par', windowMs: MINUTE }])))
    expect((await s.limiter.peek(['par']))[0]?.count).toBe(20)
  })

  it('releases a hit: one fewer, never below zero, and nothing once the window has closed', async () => {
    const e = [{ key: 'rel', windowMs: MINUTE }]
    await s.limiter.hit(e)
    await s.limiter.hit(e)
    await s.limiter.release(['rel', 'rel-never'])
    expect((await s.limiter.peek(['rel', 'rel-never'])).map((c) => c.count)).toEqual([1, 0])
    await s.limiter.release(['rel'])
    await s.limiter.release(['rel'])
    expect((await s.limiter.peek(['rel']))[0]?.count).toBe(0)
    expect((await s.limiter.hit(e))[0]?.count).toBe(1)
    clock.advance(MINUTE)
    await s.limiter.release(['rel'])
    expect((await s.limiter.hit(e))[0]?.count).toBe(1)
  })

  it('parallel hits and releases balance out', async () => {
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await s.limiter.hit([{ key: 'bal', windowMs: MINUTE }])
        if (i % 2) await s.limiter.release(['bal'])
      }),
    )
    expect((await s.limiter.peek(['bal']))[0]?.count).toBe(10)
  })

  it('captchas: taken once, gone after expiry', async () => {
    const rec = () => ({
      merchantId: 1,
      answerHash: 'ab'.repeat(32),
      expiresAt: new Date(clock.now().getTime() + MINUTE),
    })
    await s.putCaptcha('c1', rec())
    expect(await s.takeCaptcha('c1')).toMatchObject({ merchantId: 1, answerHash: 'ab'.repeat(32) })
    expect(await s.takeCaptcha('c1')).toBeNull()
    await s.putCaptcha('c2', rec())
    clock.advance(MINUTE)
    expect(await s.takeCaptcha('c2')).toBeNull()
    await s.putCaptcha('c3', rec())
    await s.deleteCaptcha('c3')
    expect(await s.takeCaptcha('c3')).toBeNull()
  })

  it('SMS codes: bound to merchant, purpose and number; five guesses; single use; expiring; replaced', async () => {
    const key = { merchantId: 1, purpose: 'noLogin', mobile: '9171234567' }
    const put = (codeHash: string) =>
      s.putSmsCode({ ...key, codeHash, expiresAt: new Date(clock.now().getTime() + 5 * MINUTE) })
    const right = 'aa'.repeat(32)
    const wrong = 'bb'.repeat(32)

    await put(right)
    expect(await s.checkSmsCode({ ...key, purpose: 'register' }, right, 5)).toBe('missing')
    expect(await s.checkSmsCode({ ...key, mobile: '9170000000' }, right, 5)).toBe('missing')
    expect(await s.checkSmsCode({ ...key, merchantId: 2 }, right, 5)).toBe('missing')
    for (let i = 0; i < 4; i++) expect(await s.checkSmsCode(key, wrong, 5)).toBe('wrong')
    expect(await s.checkSmsCode(key, right, 5)).toBe('ok')
    expect(await s.checkSmsCode(key, right, 5)).toBe('missing')

    await put(right)
    for (let i = 0; i < 5; i++) expect(await s.checkSmsCode(key, wrong, 5)).toBe('wrong')
    expect(await s.checkSmsCode(key, right, 5)).toBe('missing')

    await put(right)
    clock.advance(5 * MINUTE)
    expect(await s.checkSmsCode(key, right, 5)).toBe('missing')

    await put(right)
    await put('cc'.repeat(32))
    expect(await s.checkSmsCode(key, right, 5)).toBe('wrong')
    expect(await s.checkSmsCode(key, 'cc'.repeat(32), 5)).toBe('ok')
  })

  it('parallel guesses cannot exceed the cap', async () => {
    const key = { merchantId: 1, purpose: 'noLogin', mobile: '9179999999' }
    await s.putSmsCode({ ...key, codeHash: 'aa'.repeat(32), expiresAt: new Date(clock.now().getTime() + MINUTE) })
    const results = await Promise.all(Array.from({ length: 12 }, () => s.checkSmsCode(key, 'bb'.repeat(32), 5)))
    expect(results.filter((r) => r === 'wrong')).toHaveLength(5)
  })

  it('sweeps what has expired', async () => {
    await s.limiter.hit([{ key: 'old', windowMs: MINUTE }])
    clock.advance(2 * MINUTE)
    await s.sweep()
    expect((await s.limiter.peek(['old']))[0]?.count).toBe(0)
  })
})
