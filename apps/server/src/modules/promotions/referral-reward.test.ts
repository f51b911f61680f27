/**
 * Referral rewards through the real app: an inviter paid once per friend who met the condition,
 * by the deposit credit and by the job run twice at once; nothing before the condition, after the
 * window, past the weekly cap, for trial members or for a friend on the inviter's address. Every
 * test ends with the ledger's invariants.
 */
import { randomBytes } from 'node:crypto'
import { type ReferralProgress, referralProgressListSchema } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { insertMember, plainHasher } from '../../../test/cashier.ts'
import { DAY, HOUR, MINUTE, testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { type FakeSandbox, fakeSandbox } from '../../../test/payment-sandbox-fake.ts'
import { type GameRef, gameOfType, insertRound } from '../../../test/rounds.ts'
import { operatorCall } from '../../../test/staff.ts'
import type { Db } from '../../db/client.ts'
import {
  members,
  merchants,
  paymentChannels,
  promotionClaims,
  promotions,
  sessions,
  walletTransactions,
} from '../../db/schema.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { maskUsername } from '../../lib/mask-username.ts'
import { conditionMet, createReferralReward, friendPeriodKey } from './referral-reward.ts'

const clock = testClock(new Date('2026-12-02T04:00:00Z'))
let t: TestContext
let db: Db
let sandbox: FakeSandbox
let m: typeof merchants.$inferSelect
let channelId: number
let promoId: number
let game: GameRef

const REWARD = 5_000n

beforeAll(async () => {
  sandbox = fakeSandbox(clock)
  t = await createTestApp({}, { clock, passwords: plainHasher, paymentProviders: { sandbox: sandbox.provider } })
  db = t.database.db
  const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!demo) throw new Error('no demo merchant')
  m = demo
  const [channel] = await db.select().from(paymentChannels).where(eq(paymentChannels.code, 'sandbox_card'))
  if (!channel) throw new Error('no sandbox card channel')
  channelId = channel.id
  game = await gameOfType(db, 'RNG')
  // Only this test's promotion pays, so the seeded one's settings can change freely.
  await db
    .update(promotions)
    .set({ enabled: false })
    .where(and(eq(promotions.merchantId, m.id), eq(promotions.kind, 'REFERRAL')))
  // 50.00 per friend who deposits 100.00 first and bets 200.00 within 7 days; two friends a week.
  const [row] = await db
    .insert(promotions)
    .values({
      merchantId: m.id,
      kind: 'REFERRAL',
      category: 'DAILY',
      titles: { EN: 'Invite a friend', CN: '邀请好友' },
      rules: { EN: '<p>Invite.</p>' },
      startAt: new Date('2026-11-01T00:00:00Z'),
      endAt: null,
      claimMode: 'claim',
      reward: {
        amountMinor: REWARD.toString(),
        firstDepositMinor: '10000',
        turnoverMinor: '20000',
        withinDays: 7,
        maxFriendsPerWeek: 2,
      },
    })
    .returning()
  if (!row) throw new Error('insert failed')
  promoId = row.id
})
afterAll(() => t.close())
afterEach(async () => {
  expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
})

const merchantsOf = async () => (await createMerchantRepository(db).listAll()).merchants
const job = () => createReferralReward({ db, clock, merchants: merchantsOf })

async function member(referredBy: number | null = null, type = 0) {
  const username = `ref${randomBytes(4).toString('hex')}`
  const row = await insertMember(db, { merchantId: m.id, username, type, referredBy, regDate: clock.now() })
  return { id: row.id, username, token: await sessionTokenFor(db, row.id, m.id, clock.now()) }
}
const deliver = (n: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/payments/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
    payload: n.body,
  })
/** A sandbox deposit of `amount` (major units), paid and notified: the real credit and its hook. */
async function deposit(token: string, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_depositPaymentGateway',
    headers: { authorization: token, language: 'EN' },
    payload: { channelId, requestKey: `ref-${randomBytes(4).toString('hex')}`, amount },
  })
  expect(res.statusCode, res.body).toBe(200)
  const orderNo = res.json().value.deposit.orderNo as string
  const answer = await deliver(sandbox.notification(sandbox.pay(orderNo)))
  expect(answer.statusCode, answer.body).toBe(200)
}
const bet = (memberId: number, betMinor: bigint) =>
  insertRound(db, {
    merchantId: m.id,
    memberId,
    game,
    betMinor,
    at: new Date(clock.now().getTime() + MINUTE).toISOString(),
  })
const claimsOf = (inviterId: number) =>
  db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promoId), eq(promotionClaims.memberId, inviterId)))
const rewardPostings = (inviterId: number) =>
  db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.memberId, inviterId), eq(walletTransactions.kind, 'promotion')))

async function progressOf(token: string): Promise<ReferralProgress> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/relay/MCSFE_getPromotionReferrals',
    headers: { authorization: token, language: 'EN' },
  })
  expect(res.statusCode, res.body).toBe(200)
  const found = referralProgressListSchema.parse(res.json().value).find((p) => p.promotionId === promoId)
  if (!found) throw new Error('referral promotion not listed')
  return found
}

describe('referral reward', () => {
  it('pays nothing before the condition, then once though two jobs and the deposit hook race', async () => {
    const inviter = await member()
    const friend = await member(inviter.id)
    expect(await job().run()).toBe(0)
    await deposit(friend.token, 100)
    // Deposit met, turnover not yet.
    expect(await claimsOf(inviter.id)).toHaveLength(0)
    let view = await progressOf(inviter.token)
    expect(view.friends).toEqual([
      expect.objectContaining({ username: maskUsername(friend.username), firstDeposit: 100, status: 'Process' }),
    ])
    await bet(friend.id, 20_000n)
    const [a, b] = await Promise.all([job().run(), job().run()])
    expect(a + b).toBe(1)
    expect(await job().run()).toBe(0)
    const claims = await claimsOf(inviter.id)
    expect(claims).toHaveLength(1)
    expect(claims[0]).toMatchObject({ periodKey: friendPeriodKey(friend.id), status: 'claimed', amountMinor: REWARD })
    expect(await rewardPostings(inviter.id)).toHaveLength(1)
    expect(await memberBalance(db, inviter.id, m.currency)).toBe(REWARD)
    view = await progressOf(inviter.token)
    expect(view.earned).toBe(50)
    expect(view.friends[0]).toMatchObject({ status: 'Issued', reward: 50, turnover: 200 })
    // The claim history lists it as issued by the house.
    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getPromotionClaimList',
      headers: { authorization: inviter.token, language: 'EN' },
    })
    expect(history.statusCode, history.body).toBe(200)
    expect(history.json().value.list).toEqual([expect.objectContaining({ promotionId: promoId, status: 'Issued' })])
  })

  it('pays at the deposit credit when the deposit completes the condition', async () => {
    const inviter = await member()
    const friend = await member(inviter.id)
    await bet(friend.id, 25_000n)
    await deposit(friend.token, 150)
    expect(await claimsOf(inviter.id)).toHaveLength(1)
    expect(await memberBalance(db, inviter.id, m.currency)).toBe(REWARD)
    expect(await job().run()).toBe(0)
  })

  it('does not count a first deposit below the minimum, even when a later one is larger', async () => {
    const [p] = await db.select().from(promotions).where(eq(promotions.id, promoId))
    if (!p) throw new Error('no promotion')
    await db
      .update(promotions)
      .set({ reward: { ...p.reward, firstDepositMinor: '20000' } })
      .where(eq(promotions.id, promoId))
    const inviter = await member()
    const friend = await member(inviter.id)
    try {
      await deposit(friend.token, 100)
      await deposit(friend.token, 500)
      await bet(friend.id, 20_000n)
      expect(await job().run()).toBe(0)
      expect(await claimsOf(inviter.id)).toHaveLength(0)
    } finally {
      // Under the restored minimum this friend would qualify: out of the later tests' way.
      await db.update(members).set({ referredBy: null }).where(eq(members.id, friend.id))
      await db.update(promotions).set({ reward: p.reward }).where(eq(promotions.id, promoId))
    }
  })

  it('leaves trial members out as inviters and as friends', async () => {
    const trialInviter = await member(null, 4)
    const friendOfTrial = await member(trialInviter.id)
    const inviter = await member()
    const trialFriend = await member(inviter.id, 4)
    for (const f of [friendOfTrial, trialFriend]) await bet(f.id, 30_000n)
    await deposit(friendOfTrial.token, 100)
    expect(await job().run()).toBe(0)
    expect(await claimsOf(trialInviter.id)).toHaveLength(0)
    expect(await claimsOf(inviter.id)).toHaveLength(0)
  })

  it('does not count a friend on the inviter’s address or device', async () => {
    const inviter = await member()
    const friend = await member(inviter.id)
    const sameDevice = await member(inviter.id)
    await db.update(sessions).set({ ip: '203.0.113.7' }).where(eq(sessions.memberId, inviter.id))
    await db.update(sessions).set({ ip: '203.0.113.7' }).where(eq(sessions.memberId, friend.id))
    await db
      .update(sessions)
      .set({ ip: '198.51.100.1', loginDeviceId: 'dev-1' })
      .where(eq(sessions.memberId, inviter.id))
    await db.insert(sessions).values({
      tokenHash: randomBytes(16).toString('hex'),
      memberId: sameDevice.id,
      merchantId: m.id,
      loginType: 'username',
      createdAt: clock.now(),
      lastSeenAt: clock.now(),
      idleExpiresAt: clock.now(),
      expiresAt: clock.now(),
      ip: '192.0.2.9',
      loginDeviceId: 'dev-1',
    })
    // The inviter's second session kept the shared address.
    await db.insert(sessions).values({
      tokenHash: randomBytes(16).toString('hex'),
      memberId: inviter.id,
      merchantId: m.id,
      loginType: 'username',
      createdAt: clock.now(),
      lastSeenAt: clock.now(),
      idleExpiresAt: clock.now(),
      expiresAt: clock.now(),
      ip: '203.0.113.7',
    })
    for (const f of [friend, sameDevice]) {
      await bet(f.id, 20_000n)
      await deposit(f.token, 100)
    }
    expect(await job().run()).toBe(0)
    expect(await claimsOf(inviter.id)).toHaveLength(0)
    const view = await progressOf(inviter.token)
    expect(view.friends.map((f) => f.status)).toEqual(['Close', 'Close'])
  })

  it('pays at most the weekly cap of friends per inviter, the rest the next week', async () => {
    const inviter = await member()
    const friends = [await member(inviter.id), await member(inviter.id), await member(inviter.id)]
    for (const f of friends) await bet(f.id, 20_000n)
    for (const f of friends) await deposit(f.token, 100)
    expect(await claimsOf(inviter.id)).toHaveLength(2)
    expect(await job().run()).toBe(0)
    // Wednesday to the next Tuesday: a new merchant-local week, the third friend still in its window.
    clock.advance(6 * DAY)
    try {
      expect(await job().run()).toBe(1)
      expect(await memberBalance(db, inviter.id, m.currency)).toBe(3n * REWARD)
    } finally {
      clock.advance(-6 * DAY)
    }
  })

  it('pays a friend who registered before the promotion ended and meets the condition within the window', async () => {
    const inviter = await member()
    const friend = await member(inviter.id)
    // The friend registered two hours ago; the promotion ended an hour ago; the friend deposits now.
    await db
      .update(members)
      .set({ regDate: new Date(clock.now().getTime() - 2 * HOUR) })
      .where(eq(members.id, friend.id))
    await db
      .update(promotions)
      .set({ endAt: new Date(clock.now().getTime() - HOUR) })
      .where(eq(promotions.id, promoId))
    try {
      await bet(friend.id, 20_000n)
      await deposit(friend.token, 100)
      expect(await claimsOf(inviter.id)).toHaveLength(1)
      expect((await progressOf(inviter.token)).friends[0]?.status).toBe('Issued')
    } finally {
      await db.update(promotions).set({ endAt: null }).where(eq(promotions.id, promoId))
    }
  })

  it('does not count what a friend does after the window', async () => {
    const inviter = await member()
    const friend = await member(inviter.id)
    await db
      .update(members)
      .set({ regDate: new Date(clock.now().getTime() - 8 * DAY) })
      .where(eq(members.id, friend.id))
    await bet(friend.id, 20_000n)
    await deposit(friend.token, 100)
    expect(await job().run()).toBe(0)
    expect(await claimsOf(inviter.id)).toHaveLength(0)
    expect((await progressOf(inviter.token)).friends[0]?.status).toBe('Close')
  })
})

describe('condition', () => {
  const p = (reward: object) =>
    ({ reward: { amountMinor: '100', withinDays: 7, ...reward } }) as Parameters<typeof conditionMet>[0]
  const progress = { firstDepositMinor: 10_000n, turnoverMinor: 0n, sameSource: false }
  it('asks only what the promotion sets', () => {
    expect(conditionMet(p({ firstDepositMinor: '10000' }), progress)).toBe(true)
    expect(conditionMet(p({ firstDepositMinor: '10001' }), progress)).toBe(false)
    expect(conditionMet(p({ turnoverMinor: '1' }), progress)).toBe(false)
    expect(conditionMet(p({ firstDepositMinor: '1' }), { ...progress, sameSource: true })).toBe(false)
    expect(conditionMet(p({}), progress)).toBe(false)
  })
})

describe('referral settings', () => {
  const body = (reward: object) => ({
    merchant: 'demo',
    kind: 'REFERRAL',
    category: 'DAILY',
    titles: { EN: 'Invite friends', TY: 'Mag-imbita ng kaibigan' },
    rules: { EN: '<p>Invite.</p>' },
    startAt: '2026-11-01T00:00:00Z',
    enabled: false,
    reward,
  })
  it('saves the condition through the operator API and refuses one without a condition', async () => {
    const saved = await operatorCall(
      t.app,
      'POST',
      '/admin/promotions',
      body({ amount: '20', firstDeposit: '100', turnover: null, withinDays: 14, maxFriendsPerWeek: 5 }),
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.value.reward).toMatchObject({
      amount: '20.00',
      referral: { firstDeposit: '100.00', turnover: null, withinDays: 14, maxFriendsPerWeek: 5 },
    })
    const [row] = await db.select().from(promotions).where(eq(promotions.id, saved.body.value.id))
    expect(row?.reward).toEqual({
      amountMinor: '2000',
      firstDepositMinor: '10000',
      withinDays: 14,
      maxFriendsPerWeek: 5,
    })
    const none = await operatorCall(t.app, 'POST', '/admin/promotions', body({ amount: '20' }))
    expect(none.status).toBe(400)
    // A condition of zero would pay for every sign-up.
    for (const zero of [{ turnover: '0' }, { firstDeposit: '0.00', turnover: '50' }]) {
      const free = await operatorCall(t.app, 'POST', '/admin/promotions', body({ amount: '20', ...zero }))
      expect(free.status, JSON.stringify(zero)).toBe(400)
    }
  })
})
