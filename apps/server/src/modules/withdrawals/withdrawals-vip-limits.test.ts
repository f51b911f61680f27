/**
 * The daily withdrawal limits of a member's VIP level (decision 046) through the real routes: the
 * exact amount boundary, the count, refused and cancelled requests giving their share back, the
 * merchant's midnight (Manila, 16:00 UTC) on the test clock, and 20 requests at once meeting at
 * the wallet lock. The merchant's own limits are set wide so only the level's can refuse.
 */
import { randomBytes } from 'node:crypto'
import { CashierError } from '@parlor/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundMember, insertBankCard, insertMember, plainHasher, setCashierLimits } from '../../../test/cashier.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { testClock } from '../../../test/clock.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import type { Db } from '../../db/client.ts'
import { memberVip, merchants, vipLevels, withdrawPasswords } from '../../db/schema.ts'

const clock = testClock(new Date('2026-12-01T10:00:00Z'))
let t: TestContext
let db: Db
let merchant: typeof merchants.$inferSelect
beforeAll(async () => {
  t = await createTestApp({ PARLOR_DB_QUEUE_MAX: '100000' }, { passwords: plainHasher, clock })
  db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchant = m
  await setCashierLimits(db, m.id, {
    withdrawMinMinor: 1n,
    withdrawMaxMinor: 100_000_000n,
    dailyCount: 1000,
    dailyAmountMinor: 1_000_000_000n,
    turnoverPercent: 0,
    banks: [{ code: 'BDO', name: 'BDO' }],
  })
  // Levels of this test only: amount-limited, count-limited, and one that limits nothing.
  await db
    .insert(vipLevels)
    .values([
      level(90, 'VIP Amount', 100_000n, null),
      level(91, 'VIP Count', null, 3),
      level(92, 'VIP Free', null, null),
    ])
})
afterAll(() => t.close())

function level(n: number, name: string, max: bigint | null, count: number | null) {
  return {
    merchantId: merchant.id,
    level: n,
    name,
    // Out of reach, so the VIP job never gives these levels to anyone else.
    turnoverMinor: 10n ** 15n,
    depositMinor: 10n ** 15n,
    keepTurnoverMinor: 0n,
    upgradeBonusMinor: 0n,
    rebateBonusBp: 0,
    withdrawDailyMaxMinor: max,
    withdrawDailyCount: count,
  }
}

interface Member {
  id: number
  cardId: number
  h: () => Promise<Record<string, string>>
}

async function member(vipLevel: number | null, funds = 10_000_000n): Promise<Member> {
  const username = `vw${randomBytes(5).toString('hex')}`
  const row = await insertMember(db, { merchantId: merchant.id, username, payeeName: 'Rosa Santos' })
  await db.insert(withdrawPasswords).values({ memberId: row.id, hash: 'plain:246810' })
  const card = await insertBankCard(db, {
    merchantId: merchant.id,
    memberId: row.id,
    accountName: 'Rosa Santos',
    accountNumber: '55556666',
  })
  await fundMember(db, merchant, row.id, funds)
  if (vipLevel !== null)
    await db.insert(memberVip).values({ memberId: row.id, merchantId: merchant.id, level: vipLevel })
  // A session as of the clock's current time (the clock moves in these tests).
  const h = async () => ({
    authorization: await sessionTokenFor(db, row.id, merchant.id, clock.now()),
    language: 'EN',
  })
  return { id: row.id, cardId: card.id, h }
}

let n = 0
const withdraw = async (m: Member, amount: string, h?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/transaction/withdraw',
    headers: h ?? (await m.h()),
    payload: { bankCardId: m.cardId, amount, withdrawPassword: '246810', requestKey: `vipkey-${m.id}-${n++}` },
  })
const info = async (m: Member) =>
  (await t.app.inject({ method: 'GET', url: '/wps/cashier/withdraw', headers: await m.h() })).json().value
const review = (orderNo: string, action: 'reject' | 'approve') =>
  t.app.inject({
    method: 'POST',
    url: `/admin/cashier/withdrawals/${orderNo}/${action}`,
    headers: { 'x-admin-token': ADMIN_TOKEN },
    payload: { merchant: 'demo', operator: 'ops-ann' },
  })

describe('VIP daily withdrawal limits', () => {
  it('lets the exact amount left through and refuses one minor unit more, naming the level and what is left', async () => {
    const m = await member(90)
    expect((await withdraw(m, '600')).statusCode).toBe(200)
    const over = await withdraw(m, '400.01')
    expect(over.statusCode).toBe(409)
    expect(over.json().errorCode).toBe(CashierError.withdrawVipDailyAmount)
    expect(over.json().value).toEqual({ left: 400 })
    expect(over.json().message).toBe(
      'Your level VIP Amount allows 1,000.00 in withdrawals a day; 400.00 is left today.',
    )
    expect(await info(m)).toMatchObject({
      dailyAmountLeft: 400,
      vip: { level: 'VIP Amount', dailyMax: 1000, amountLeft: 400, dailyCount: null, countLeft: null },
    })
    expect((await withdraw(m, '400')).statusCode).toBe(200)
    expect((await withdraw(m, '0.01')).json().errorCode).toBe(CashierError.withdrawVipDailyAmount)
  })

  it('counts withdrawals; a rejected or cancelled one gives its turn back, an approved one does not', async () => {
    const m = await member(91)
    const orders: string[] = []
    for (let i = 0; i < 3; i++) {
      const r = await withdraw(m, '10')
      expect(r.statusCode, r.body).toBe(200)
      orders.push(r.json().value.withdrawal.orderNo)
    }
    const fourth = await withdraw(m, '10')
    expect(fourth.json().errorCode).toBe(CashierError.withdrawVipDailyCount)
    expect(fourth.json().message).toBe('Your level VIP Count allows 3 withdrawals a day; none are left today.')
    expect(await info(m)).toMatchObject({ dailyCountLeft: 0, vip: { dailyCount: 3, countLeft: 0, amountLeft: null } })

    expect((await review(orders[0] as string, 'approve')).statusCode).toBe(200)
    expect((await withdraw(m, '10')).json().errorCode).toBe(CashierError.withdrawVipDailyCount)
    expect((await review(orders[1] as string, 'reject')).statusCode).toBe(200)
    expect((await info(m)).vip.countLeft).toBe(1)
    const again = await withdraw(m, '10')
    expect(again.statusCode).toBe(200)
    expect((await withdraw(m, '10')).json().errorCode).toBe(CashierError.withdrawVipDailyCount)
    await t.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${again.json().value.withdrawal.orderNo}/cancel`,
      headers: await m.h(),
    })
    expect((await withdraw(m, '10')).statusCode).toBe(200)
  })

  it("starts a new allowance at the merchant's midnight, not UTC's", async () => {
    const m = await member(90)
    clock.set(new Date('2026-12-02T15:59:00Z')) // 23:59 in Manila
    expect((await withdraw(m, '1000')).statusCode).toBe(200)
    expect((await withdraw(m, '0.01')).json().errorCode).toBe(CashierError.withdrawVipDailyAmount)
    clock.set(new Date('2026-12-02T16:00:00Z')) // midnight in Manila, still the 2nd in UTC
    expect((await info(m)).vip.amountLeft).toBe(1000)
    expect((await withdraw(m, '1000')).statusCode).toBe(200)
    clock.set(new Date('2026-12-01T10:00:00Z'))
  })

  it('leaves members without a level, or whose level limits nothing, to the merchant limits alone', async () => {
    for (const m of [await member(null), await member(92)]) {
      for (let i = 0; i < 4; i++) expect((await withdraw(m, '2000')).statusCode).toBe(200)
      expect((await info(m)).vip).toBeNull()
    }
  })

  it('20 requests at once never exceed the count or the amount', async () => {
    const counted = await member(91)
    const h = await counted.h()
    const byCount = await Promise.all(Array.from({ length: 20 }, () => withdraw(counted, '5', h)))
    expect(byCount.filter((r) => r.statusCode === 200)).toHaveLength(3)
    expect(new Set(byCount.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode))).toEqual(
      new Set([CashierError.withdrawVipDailyCount]),
    )

    const amounted = await member(90)
    const h2 = await amounted.h()
    // 70.00 each against 1,000.00 a day: 14 fit (980.00), the other 6 must be refused.
    const byAmount = await Promise.all(Array.from({ length: 20 }, () => withdraw(amounted, '70', h2)))
    expect(byAmount.filter((r) => r.statusCode === 200)).toHaveLength(14)
    expect(new Set(byAmount.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode))).toEqual(
      new Set([CashierError.withdrawVipDailyAmount]),
    )
    expect((await info(amounted)).vip.amountLeft).toBe(20)
  })
})
