/**
 * Responsible gaming through the real routes and the wallet's bet function: each limit refuses
 * the bet or deposit that would cross it at the exact boundary, 50 bets at once never overshoot,
 * a raise waits for the cooling-off on a moved clock, and a break blocks sign-in, deposits, play,
 * promotions and re-registration with the member's details.
 */
import { randomBytes } from 'node:crypto'
import { lotteryGame, lotteryOrderBodySchema, RgErrorCode, slotAt } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR, testClock } from '../../../test/clock.ts'
import { fundMember, insertMember } from '../../../test/cashier.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs, memberIdOf, sessionTokenFor } from '../../../test/members.ts'
import { type FakeSandbox, fakeSandbox } from '../../../test/payment-sandbox-fake.ts'
import { newCaptcha } from '../../../test/captcha-solver.ts'
import type { Db } from '../../db/client.ts'
import { auditLog, members, merchants, paymentChannels, promotions, rgTotals } from '../../db/schema.ts'
import { createProviderService, ProviderErrorCode } from '../inhouse/provider-service.ts'
import { createLotteryService } from '../lottery/lottery-service.ts'
import { memberBalance } from '../wallet/ledger.ts'

const clock = testClock()
let t: TestContext
let db: Db
let sandbox: FakeSandbox
let merchant: { id: number; currency: string }
let cardChannel = 0
let provider: ReturnType<typeof createProviderService>

beforeAll(async () => {
  sandbox = fakeSandbox(clock)
  t = await createTestApp(
    { PARLOR_ALLOW_PLAIN_AUTH: '1', PARLOR_DB_QUEUE_MAX: '100000' },
    { clock, paymentProviders: { sandbox: sandbox.provider } },
  )
  db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchant = { id: m.id, currency: m.currency }
  const [c] = await db.select().from(paymentChannels).where(eq(paymentChannels.code, 'sandbox_card'))
  cardChannel = c?.id ?? 0
  provider = createProviderService(db, clock)
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', name: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/wps/relay/${name}`,
    headers: { authorization: token, language: 'EN' },
    ...(payload ? { payload } : {}),
  })

/** A funded member with a session, as a test about limits needs. */
async function player(funds = 1_000_00n) {
  const username = `rg${randomBytes(5).toString('hex')}`
  const row = await insertMember(db, { merchantId: merchant.id, username })
  await fundMember(db, merchant, row.id, funds)
  return { id: row.id, token: await sessionTokenFor(db, row.id, merchant.id, clock.now()) }
}

const setLimit = (token: string, kind: string, period: string, amount: number | null) =>
  call('POST', 'RG_setLimit', token, { kind, period, amount })

let roundSeq = 0
/** One in-house bet of `minor` in a round of its own; answers the error code or null. */
async function bet(memberId: number, minor: bigint, roundId = `r${++roundSeq}-${randomBytes(3).toString('hex')}`) {
  try {
    await provider.bet('INHOUSE', {
      transactionId: `b-${roundId}`,
      roundId,
      playerId: memberId,
      currency: 'PHP',
      gameCode: 'dice',
      amount: minor,
    })
    return null
  } catch (err) {
    return (err as { errorCode?: string }).errorCode ?? String(err)
  }
}

describe('limits on bets', () => {
  it('refuses the bet that would cross a daily wager limit, at the exact boundary', async () => {
    const p = await player()
    const set = await setLimit(p.token, 'wager', 'day', 100)
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().value).toMatchObject({ immediate: true, limit: { amount: 100, used: 0 } })
    expect(await bet(p.id, 60_00n)).toBeNull()
    expect(await bet(p.id, 40_01n)).toBe(ProviderErrorCode.limitReached)
    expect(await bet(p.id, 40_00n)).toBeNull()
    expect(await bet(p.id, 1n)).toBe(ProviderErrorCode.limitReached)
    // Refused bets took nothing: 100.00 of 1,000.00 was bet.
    expect(await memberBalance(db, p.id, 'PHP')).toBe(900_00n)
    const settings = (await call('GET', 'RG_getSettings', p.token)).json().value
    expect(
      settings.limits.find((l: { kind: string; period: string }) => l.kind === 'wager' && l.period === 'day'),
    ).toMatchObject({ amount: 100, used: 100 })
  })

  it('never overshoots under 50 concurrent bets', async () => {
    const p = await player()
    await setLimit(p.token, 'wager', 'week', 100)
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(p.id, 10_00n)))
    expect(answers.filter((a) => a === null)).toHaveLength(10)
    expect(answers.filter((a) => a !== null).every((a) => a === ProviderErrorCode.limitReached)).toBe(true)
    expect(await memberBalance(db, p.id, 'PHP')).toBe(900_00n)
    const [total] = await db.select().from(rgTotals).where(eq(rgTotals.memberId, p.id))
    expect(total?.wageredMinor).toBe(100_00n)
  })

  it('counts a loss limit net of wins, and a replayed bet once', async () => {
    const p = await player()
    await setLimit(p.token, 'loss', 'month', 50)
    expect(await bet(p.id, 50_00n, 'loss-1')).toBeNull()
    // The same delivery again is a replay: not counted a second time.
    expect(await bet(p.id, 50_00n, 'loss-1')).toBeNull()
    await provider.win('INHOUSE', { transactionId: 'w-loss-1', roundId: 'loss-1', playerId: p.id, amount: 30_00n })
    // Lost 20.00 so far: a stake of 30.01 could make it 50.01.
    expect(await bet(p.id, 30_01n)).toBe(ProviderErrorCode.limitReached)
    expect(await bet(p.id, 30_00n)).toBeNull()
  })

  it('lowers at once, raises and removes only after the cooling-off, and says when', async () => {
    const p = await player()
    await setLimit(p.token, 'wager', 'day', 50)
    const raised = await setLimit(p.token, 'wager', 'day', 80)
    expect(raised.json().value).toMatchObject({
      immediate: false,
      effectiveTime: clock.now().getTime() + 24 * HOUR,
      limit: { amount: 50, pendingAmount: 80, pendingTime: clock.now().getTime() + 24 * HOUR },
    })
    expect(await bet(p.id, 50_00n)).toBeNull()
    expect(await bet(p.id, 10_00n)).toBe(ProviderErrorCode.limitReached)
    clock.advance(24 * HOUR)
    // A new day too: the raised limit is in force with nothing written since.
    expect(await bet(p.id, 80_00n)).toBeNull()
    expect(await bet(p.id, 1n)).toBe(ProviderErrorCode.limitReached)
    // A day later the session has expired: a new one.
    p.token = await sessionTokenFor(db, p.id, merchant.id, clock.now())
    const removed = await setLimit(p.token, 'wager', 'day', null)
    expect(removed.json().value, removed.body).toMatchObject({
      immediate: false,
      limit: { amount: 80, pendingAmount: null },
    })
    expect(await bet(p.id, 1n)).toBe(ProviderErrorCode.limitReached)
    clock.advance(24 * HOUR + 1)
    expect(await bet(p.id, 500_00n)).toBeNull()
    p.token = await sessionTokenFor(db, p.id, merchant.id, clock.now())
    const history = (await call('GET', 'RG_getHistory', p.token)).json().value.list
    expect(history.map((h: { from: number | null; to: number | null }) => [h.from, h.to])).toEqual([
      [80, null],
      [50, 80],
      [null, 50],
    ])
    expect(history.every((h: { source: string }) => h.source === 'member')).toBe(true)
  })

  it('refuses a lottery order past the limit with the member-facing code', async () => {
    const p = await player()
    await setLimit(p.token, 'wager', 'day', 2)
    const lottery = createLotteryService({ db, clock })
    const game = lotteryGame('PL_SSC1')
    if (!game) throw new Error('no PL_SSC1')
    const order = (stake: number) =>
      lottery.place(
        p.id,
        lotteryOrderBodySchema.parse({
          gameCode: 'PL_SSC1',
          numero: slotAt(game, clock.now().getTime()).numero,
          items: [{ betType: 'P1', picks: ['1'], stake }],
          requestKey: `rg-lotto-${randomBytes(4).toString('hex')}`,
        }),
      )
    expect((await order(2)).total).toBe(2)
    const refused = await order(1).catch((err: { errorCode?: string }) => err.errorCode)
    expect(refused).toBe(RgErrorCode.limitReached)
    expect(await memberBalance(db, p.id, 'PHP')).toBe(998_00n)
  })

  it('refuses a bad amount with a clear error', async () => {
    const p = await player()
    for (const amount of [0, -5, 1.234, 'abc']) {
      const res = await call('POST', 'RG_setLimit', p.token, { kind: 'wager', period: 'day', amount })
      expect(res.statusCode, String(amount)).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
  })
})

describe('deposit limits', () => {
  it('refuses a deposit that would cross the limit, counting pending deposits', async () => {
    const p = await player()
    await setLimit(p.token, 'deposit', 'day', 500)
    const deposit = (amount: number) =>
      call('POST', 'MCS2_depositPaymentGateway', p.token, {
        channelId: cardChannel,
        amount,
        requestKey: `rg-${randomBytes(4).toString('hex')}`,
      })
    const first = await deposit(300)
    expect(first.statusCode, first.body).toBe(200)
    const over = await deposit(200.01)
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ errorCode: RgErrorCode.limitReached })
    expect(over.json().message).toMatch(/limit/i)
    expect((await deposit(200)).statusCode).toBe(200)
  })
})

describe('breaks', () => {
  it('a time-out ends the sessions and blocks sign-in, deposits, play and promotions', async () => {
    const token = await loginAs(t.app, 'jun')
    const jun = await memberIdOf(db, 'jun')
    const refused = await call('POST', 'RG_takeBreak', token, { kind: 'timeout', duration: '6m', confirm: true })
    expect(refused.statusCode).toBe(400)
    const unconfirmed = await call('POST', 'RG_takeBreak', token, { kind: 'timeout', duration: '7d' })
    expect(unconfirmed.statusCode).toBe(400)
    const res = await call('POST', 'RG_takeBreak', token, { kind: 'timeout', duration: '7d', confirm: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.endTime).toBe(clock.now().getTime() + 7 * 24 * HOUR)
    // Signed out everywhere.
    expect((await call('GET', 'RG_getSettings', token)).statusCode).toBe(401)

    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'jun', password: 'demo1234', type: 'username' },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().errorCode).toBe(RgErrorCode.signInExcluded)
    expect(login.json().message).toContain(new Date(clock.now().getTime() + 7 * 24 * HOUR).getUTCFullYear().toString())
    // A wrong password still answers the usual refusal: nothing is told before the password is right.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'jun', password: 'wrong-pass', type: 'username' },
    })
    expect(wrong.json().errorCode).not.toBe(RgErrorCode.signInExcluded)

    expect(await bet(jun, 1_00n)).toBe(ProviderErrorCode.playerExcluded)
    // A session that somehow survives (made behind the service's back) still cannot deposit or claim.
    const stale = await sessionTokenFor(db, jun, merchant.id, clock.now())
    const dep = await call('POST', 'MCS2_depositPaymentGateway', stale, {
      channelId: cardChannel,
      amount: 100,
      requestKey: `rg-${randomBytes(4).toString('hex')}`,
    })
    expect(dep.json().errorCode).toBe(RgErrorCode.excluded)
    const [checkin] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchant.id), eq(promotions.kind, 'DAILY_CHECKIN')))
    const claim = await call('POST', 'PROMOFE_claimPromotion', stale, { promotionId: checkin?.id })
    expect(claim.json().errorCode).toBe(RgErrorCode.excluded)
    // The member cannot end it early or replace it with a shorter one.
    const again = await call('POST', 'RG_takeBreak', stale, { kind: 'timeout', duration: '24h', confirm: true })
    expect(again.json().errorCode).toBe(RgErrorCode.alreadyExcluded)

    clock.advance(7 * 24 * HOUR + 1)
    expect((await loginAs(t.app, 'jun')).length).toBeGreaterThan(10)
  })

  it('a self-exclusion blocks re-registration with the same details, and logs the attempt', async () => {
    const p = await player()
    const email = `rg${randomBytes(3).toString('hex')}@example.ph`
    await db.update(members).set({ email, payeeName: 'Excluded Person' }).where(eq(members.id, p.id))
    const res = await call('POST', 'RG_takeBreak', p.token, {
      kind: 'self_exclusion',
      duration: 'permanent',
      confirm: true,
    })
    expect(res.json().value).toMatchObject({ kind: 'self_exclusion', endTime: null })

    for (const details of [{ email: email.toUpperCase() }, { payeeName: 'excluded person' }]) {
      const { cookie, answer } = await newCaptcha(t, { merchant: 'demo' })
      const username = `nw${randomBytes(4).toString('hex')}`
      const reg = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { merchant: 'demo', language: 'EN', cookie: `parlor_captcha=${cookie}` },
        remoteAddress: `203.0.113.${++roundSeq % 250}`,
        payload: {
          username,
          password: 'Sampaguita-2026',
          confirmPassword: 'Sampaguita-2026',
          captcha: answer,
          ...details,
        },
      })
      expect(reg.statusCode, reg.body).toBe(403)
      expect(reg.json().errorCode).toBe(RgErrorCode.registrationRefused)
      expect(await db.select().from(members).where(eq(members.usernameKey, username))).toEqual([])
    }
    const logged = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, String(p.id)))
    expect(logged.map((a) => a.action)).toEqual(['rg.registrationRefused', 'rg.registrationRefused'])
  })

  it("operators see a member's limits and history, and lift a break only once it has ended", async () => {
    const p = await player()
    await setLimit(p.token, 'loss', 'day', 30)
    await call('POST', 'RG_takeBreak', p.token, { kind: 'timeout', duration: '24h', confirm: true })
    const admin = (method: 'GET' | 'POST', path: string) =>
      t.app.inject({
        method,
        url: `/admin/members/${p.id}/responsible-gaming${path}`,
        headers: { 'x-admin-token': ADMIN_TOKEN },
        ...(method === 'POST' ? { payload: { reason: 'member asked by phone' } } : {}),
      })
    const seen = await admin('GET', '')
    expect(seen.statusCode, seen.body).toBe(200)
    expect(seen.json().value).toMatchObject({ memberId: p.id, lastBreak: { kind: 'timeout', liftedTime: null } })
    expect(seen.json().value.history.map((h: { action: string }) => h.action)).toEqual(['timeout', 'limit'])

    const early = await admin('POST', '/lift')
    expect([early.statusCode, early.json().errorCode]).toEqual([409, RgErrorCode.liftTooEarly])
    clock.advance(24 * HOUR + 1)
    const lifted = await admin('POST', '/lift')
    expect(lifted.statusCode, lifted.body).toBe(200)
    expect(lifted.json().value.lastBreak.liftedTime).toBe(clock.now().getTime())
    expect(lifted.json().value.history[0]).toMatchObject({ action: 'lift', source: 'operator' })
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, String(p.id)), eq(auditLog.action, 'rg.lift')))
    expect(audit?.actor).toBeTruthy()
    expect((await admin('POST', '/lift')).json().errorCode).toBe(RgErrorCode.noBreak)
  })
})
