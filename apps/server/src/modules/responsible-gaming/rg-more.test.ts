/**
 * Responsible gaming, decision 044, through the real routes on a moved clock: the session-time
 * limit refuses sign-in at the boundary and ends a signed-in session when it is reached; a raise
 * waits for the cooling-off; every change leaves an inbox notice; operators' broadcasts do not
 * reach a member on a break; and a merchant group refuses re-registration at a sister brand.
 */
import { randomBytes } from 'node:crypto'
import { RgErrorCode } from '@parlor/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR, MINUTE, testClock } from '../../../test/clock.ts'
import { insertMember } from '../../../test/cashier.ts'
import { newCaptcha } from '../../../test/captcha-solver.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { staffHeaders, staffSession } from '../../../test/staff.ts'
import type { Db } from '../../db/client.ts'
import { auditLog, inboxMessages, members, merchants, rgExclusions } from '../../db/schema.ts'
import { localMidnight } from '../../lib/local-day.ts'
import { createRgService } from './rg-service.ts'

const clock = testClock()
let t: TestContext
let db: Db
let demo: { id: number; timeZone: string }
let passwordHash = ''

beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
  db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  demo = { id: m.id, timeZone: m.timeZone }
  // A demo member's hash of 'demo1234', so fresh members can sign in with it.
  const [jun] = await db.select().from(members).where(eq(members.usernameKey, 'jun'))
  passwordHash = jun?.passwordHash ?? ''
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', name: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/wps/relay/${name}`,
    headers: { authorization: token, language: 'EN' },
    ...(payload ? { payload } : {}),
  })

async function player(merchantId = demo.id) {
  const username = `rm${randomBytes(5).toString('hex')}`
  const row = await insertMember(db, { merchantId, username })
  await db.update(members).set({ passwordHash }).where(eq(members.id, row.id))
  return { id: row.id, username, token: await sessionTokenFor(db, row.id, merchantId, clock.now()) }
}

const login = (username: string, password = 'demo1234') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { language: 'EN' },
    payload: { username, password, type: 'username' },
  })

const notices = async (memberId: number) =>
  (await db.select().from(inboxMessages).where(eq(inboxMessages.memberId, memberId))).map((n) => n.titles.EN)

describe('session-time limit', () => {
  it('ends the session when the day’s time is used up, and refuses sign-in until the day resets', async () => {
    // 12:00 local: the day has hours left, so the reset is the next local midnight.
    clock.set(new Date('2026-12-02T04:00:00Z'))
    const p = await player()
    const set = await call('POST', 'RG_setTimeLimit', p.token, { period: 'day', minutes: 30 })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().value).toMatchObject({ immediate: true, limit: { period: 'day', minutes: 30, usedMinutes: 0 } })

    // Active for 29 minutes: one request a minute, each counted once.
    for (let i = 0; i < 29; i++) {
      clock.advance(MINUTE)
      expect((await call('GET', 'RG_getSettings', p.token)).statusCode).toBe(200)
    }
    const settings = (await call('GET', 'RG_getSettings', p.token)).json().value
    expect(settings.timeLimits).toContainEqual(expect.objectContaining({ period: 'day', minutes: 30, usedMinutes: 29 }))
    // The 30th minute reaches the limit: the session ends with the error the app signs out on.
    clock.advance(MINUTE)
    const ended = await call('GET', 'RG_getSettings', p.token)
    expect(ended.statusCode).toBe(401)
    expect(ended.json().errorCode).toBe(RgErrorCode.sessionTimeUsed)
    expect(ended.json().message).toMatch(/signed out/)
    expect((await call('GET', 'RG_getSettings', p.token)).statusCode).toBe(401)

    // Sign-in: a wrong password tells nothing; the right one is refused, saying when it resets.
    expect((await login(p.username, 'wrong-pass')).json().errorCode).not.toBe(RgErrorCode.signInTimeUsed)
    const refused = await login(p.username)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe(RgErrorCode.signInTimeUsed)
    expect(refused.json().message).toContain('2026-12-03 00:00')

    // One millisecond before the local midnight still refused; at midnight a new day starts.
    const midnight = localMidnight('2026-12-03', demo.timeZone)
    clock.set(new Date(midnight.getTime() - 1))
    expect((await login(p.username)).json().errorCode).toBe(RgErrorCode.signInTimeUsed)
    clock.set(midnight)
    const again = await login(p.username)
    expect(again.statusCode, again.body).toBe(200)
  })

  it('counts a long silence as at most five minutes, and no member without a limit is ended', async () => {
    clock.set(new Date('2026-12-05T02:00:00Z'))
    const p = await player()
    clock.advance(20 * MINUTE)
    expect((await call('GET', 'RG_getSettings', p.token)).json().value.timeLimits[0].usedMinutes).toBe(5)
  })

  it('applies a lower limit at once and waits for the cooling-off on a raise or removal, saying when', async () => {
    clock.set(new Date('2026-12-06T02:00:00Z'))
    const p = await player()
    await call('POST', 'RG_setTimeLimit', p.token, { period: 'week', minutes: 600 })
    const raised = (await call('POST', 'RG_setTimeLimit', p.token, { period: 'week', minutes: 900 })).json().value
    expect(raised.immediate).toBe(false)
    expect(raised.effectiveTime).toBe(clock.now().getTime() + 24 * HOUR)
    expect(raised.limit).toMatchObject({ minutes: 600, pendingMinutes: 900, pendingTime: raised.effectiveTime })
    const bad = await call('POST', 'RG_setTimeLimit', p.token, { period: 'day', minutes: 2000 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errorCode).toBe(RgErrorCode.minutesInvalid)

    clock.advance(24 * HOUR)
    const fresh = await sessionTokenFor(db, p.id, demo.id, clock.now())
    const week = (await call('GET', 'RG_getSettings', fresh)).json().value.timeLimits[1]
    expect(week).toMatchObject({ period: 'week', minutes: 900, pendingMinutes: null })
    // Every change told in the inbox, in every language, the applied raise once.
    expect(await notices(p.id)).toEqual([
      'Your limit is set',
      'Your limit change is waiting',
      'Your limit change is in force',
    ])
    const all = await db.select().from(inboxMessages).where(eq(inboxMessages.memberId, p.id))
    expect(all[1]?.contents.EN).toContain('Session-time limit (per week): 900 minutes from')
    expect(all[1]?.titles.CN).toBe('您的限额变更正在等待')
    await call('GET', 'RG_getSettings', fresh)
    expect((await notices(p.id)).length).toBe(3)
  })

  it('tells a money limit and a break in the inbox', async () => {
    clock.set(new Date('2026-12-08T02:00:00Z'))
    const p = await player()
    await call('POST', 'RG_setLimit', p.token, { kind: 'deposit', period: 'day', amount: 500 })
    await call('POST', 'RG_takeBreak', p.token, { kind: 'timeout', duration: '24h', confirm: true })
    const all = await db.select().from(inboxMessages).where(eq(inboxMessages.memberId, p.id))
    expect(all.map((n) => n.titles.EN)).toEqual(['Your limit is set', 'Your break has started'])
    expect(all[0]?.contents.EN).toBe('Deposit limit (per day): 500 PHP, in force now.')
  })

  it('a notice that cannot be written is logged and the change stands', async () => {
    const logged: unknown[] = []
    const service = createRgService({ db, clock, log: (err) => logged.push(err) })
    // No such member: the inbox's foreign key refuses the notice, the limit row has none.
    const ghost = 2_000_000_000
    const merchant = { id: demo.id, currency: 'PHP', timeZone: demo.timeZone }
    const answer = await service.setTimeLimit(merchant, ghost, { period: 'day', minutes: 45 })
    expect(answer.limit.minutes).toBe(45)
    expect(logged).toHaveLength(1)
    expect(await notices(ghost)).toEqual([])
  })
})

describe('marketing during a break', () => {
  it('an operator broadcast sent during a break never reaches the member; service messages do', async () => {
    clock.set(new Date('2026-12-10T02:00:00Z'))
    const onBreak = await player()
    const other = await player()
    await call('POST', 'RG_takeBreak', onBreak.token, { kind: 'timeout', duration: '24h', confirm: true })
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/inbox/messages',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: { merchant: 'demo', titles: { EN: 'Weekend bonus' }, contents: { EN: 'Deposit now!' }, ...payload },
      })
    const sent = await send({})
    expect(sent.statusCode, sent.body).toBe(200)
    const direct = await send({ username: onBreak.username, titles: { EN: 'Your withdrawal was paid' } })
    expect(direct.statusCode, direct.body).toBe(200)

    clock.advance(25 * HOUR)
    const titles = async (memberId: number) => {
      const token = await sessionTokenFor(db, memberId, demo.id, clock.now())
      const page = await t.app.inject({
        method: 'GET',
        url: '/wps/relay/CSP_getInbox?pageNo=1&pageSize=50',
        headers: { authorization: token, language: 'EN' },
      })
      return (page.json().value.list as { title: string }[]).map((m) => m.title)
    }
    expect(await titles(other.id)).toContain('Weekend bonus')
    const seen = await titles(onBreak.id)
    expect(seen).not.toContain('Weekend bonus')
    expect(seen).toContain('Your withdrawal was paid')
  })
})

describe('merchant groups', () => {
  it('refuses re-registration at a sister brand, logs it there without naming the member, and only with merchants.write', async () => {
    clock.set(new Date('2026-12-12T02:00:00Z'))
    const headers = { 'x-admin-token': ADMIN_TOKEN, language: 'EN' }
    const put = (code: string, rgGroup: string | null, h: Record<string, string> = headers) =>
      t.app.inject({ method: 'PUT', url: `/admin/merchants/${code}/settings`, headers: h, payload: { rgGroup } })

    const viewer = staffHeaders(await staffSession(t.app, 'viewer', { clock }))
    const denied = await put('demo', 'sisters', viewer)
    expect(denied.statusCode).toBe(403)
    expect((await put('demo', 'Bad Key!')).statusCode).toBe(400)

    const [demo2] = await db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    if (!demo2) throw new Error('no demo2')
    const p = await player(demo2.id)
    const email = `grp${randomBytes(3).toString('hex')}@example.ph`
    await db.update(members).set({ email }).where(eq(members.id, p.id))
    await db
      .insert(rgExclusions)
      .values({ memberId: p.id, merchantId: demo2.id, kind: 'self_exclusion', startedAt: clock.now(), endsAt: null })

    const register = async () => {
      const { cookie, answer } = await newCaptcha(t, { merchant: 'demo' })
      return t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { merchant: 'demo', language: 'EN', cookie: `parlor_captcha=${cookie}` },
        remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
        payload: {
          username: `sg${randomBytes(4).toString('hex')}`,
          password: 'Sampaguita-2026',
          confirmPassword: 'Sampaguita-2026',
          captcha: answer,
          email: email.toUpperCase(),
        },
      })
    }
    // Not grouped: demo does not know demo2's players.
    expect((await register()).statusCode).toBe(200)

    for (const code of ['demo', 'demo2']) {
      const ok = await put(code, 'sisters')
      expect(ok.statusCode, ok.body).toBe(200)
      expect(ok.json().value.rgGroup).toBe('sisters')
    }
    const refused = await register()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe(RgErrorCode.registrationRefused)
    expect(refused.body).not.toContain('demo2')

    const logged = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'rg.registrationRefused'), eq(auditLog.merchantId, demo.id), isNull(auditLog.target)),
      )
    expect(logged).toHaveLength(1)
    expect(logged[0]?.detail).toMatchObject({ matched: ['email'], group: true })
    const changes = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'merchant.update'), eq(auditLog.merchantId, demo2.id)))
    expect(changes.at(-1)?.after).toMatchObject({ rgGroup: 'sisters' })
  })
})
