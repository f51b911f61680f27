import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebateReportSchema } from '@parlor/contract'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { newSignedInMember } from '../../../test/members.ts'
import { type GameRef, gameOfType, insertRound } from '../../../test/rounds.ts'
import type { Db } from '../../db/client.ts'
import {
  agentRebateRates,
  rebatePayoutDays,
  rebatePayouts,
  walletEntries,
  walletTransactions,
} from '../../db/schema.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { createRebatePayout, payableDays } from './rebate-payout.ts'

// 14:00 in Manila, the demo merchant's zone: "yesterday" is 2026-11-19, from 2026-11-18T16:00Z.
let now = new Date('2026-11-20T06:00:00Z')
const clock = { now: () => now }
const DAY = '2026-11-19'

let t: TestContext
let db: Db
let merchantId: number
let rng: GameRef
let live: GameRef

const merchantsOf = async () => (await createMerchantRepository(db).listAll()).merchants
const payout = () => createRebatePayout({ db, clock, merchants: merchantsOf })

beforeAll(async () => {
  t = await createTestApp({}, { clock })
  db = t.database.db
  const demo = (await merchantsOf()).find((m) => m.code === 'demo')
  if (!demo) throw new Error('no demo merchant')
  merchantId = demo.id
  rng = await gameOfType(db, 'RNG')
  live = await gameOfType(db, 'LIVE')
})
afterAll(() => t.close())

const newMember = (type = 0) => newSignedInMember(db, merchantId, type)

const round = (
  memberId: number,
  game: GameRef,
  betMinor: bigint,
  at: string,
  opts: { status?: string; currency?: string } = {},
) => insertRound(db, { merchantId, memberId, game, betMinor, at }, opts)

const rebateTransactions = (memberId: number) =>
  db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.memberId, memberId), eq(walletTransactions.kind, 'rebate')))

describe('payable days', () => {
  it('pays a day from an hour after its midnight, and a week back', () => {
    const before = payableDays(new Date('2026-11-19T16:59:59Z'), 'Asia/Manila')
    expect(before).toHaveLength(7)
    expect(before.at(-1)).toBe('2026-11-18')
    expect(before[0]).toBe('2026-11-12')
    expect(payableDays(new Date('2026-11-19T17:00:00Z'), 'Asia/Manila').at(-1)).toBe('2026-11-19')
  })
})

describe('rebate payout', () => {
  let a: Awaited<ReturnType<typeof newMember>>

  it('pays yesterday once per product type though two jobs run at once, each in a balanced transaction', async () => {
    a = await newMember()
    const trial = await newMember(4)
    await round(a.id, rng, 12_345n, '2026-11-19T02:00:00Z')
    // 23:30 in Manila: still the 19th there.
    await round(a.id, rng, 655n, '2026-11-19T15:30:00Z')
    await round(a.id, live, 5_000n, '2026-11-19T03:00:00Z')
    await round(a.id, rng, 100_000n, '2026-11-19T04:00:00Z', { status: 'rolled_back' })
    // 00:30 on the 20th in Manila: today, not paid yet.
    await round(a.id, rng, 7_777n, '2026-11-19T16:30:00Z')
    await round(trial.id, rng, 50_000n, '2026-11-19T05:00:00Z', { currency: 'DEMO' })

    const [first, second] = await Promise.all([payout().run(), payout().run()])
    expect((first ?? 0) + (second ?? 0)).toBe(2)

    const rows = await db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, a.id))
    expect(rows.map((r) => [r.day, r.productType, r.betMinor, r.rateBp, r.amountMinor]).sort()).toEqual([
      [DAY, 'LIVE', 5_000n, 60, 30n],
      [DAY, 'RNG', 13_000n, 100, 130n],
    ])
    expect(await memberBalance(db, a.id, 'PHP')).toBe(160n)
    const txs = await rebateTransactions(a.id)
    expect(txs).toHaveLength(2)
    expect(txs.map((x) => x.idempotencyKey).sort()).toEqual([`rebate:${a.id}:${DAY}:LIVE`, `rebate:${a.id}:${DAY}:RNG`])
    for (const x of txs) {
      const legs = await db.select().from(walletEntries).where(eq(walletEntries.transactionId, x.id))
      expect(legs).toHaveLength(2)
      expect(legs.reduce((s, e) => s + e.amount, 0n)).toBe(0n)
      expect(rows.find((r) => r.transactionId === x.id)).toBeDefined()
    }
    expect(await db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, trial.id))).toEqual([])
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('pays nothing more on later runs, nor when the finished-day marker is lost', async () => {
    expect(await payout().run()).toBe(0)
    await db.delete(rebatePayoutDays)
    const [x, y] = await Promise.all([payout().run(), payout().run()])
    expect((x ?? 0) + (y ?? 0)).toBe(0)
    expect(await memberBalance(db, a.id, 'PHP')).toBe(160n)
    expect(await rebateTransactions(a.id)).toHaveLength(2)
  })

  it('pays at the rate the member’s agent set, where it set one', async () => {
    const b = await newMember()
    await db.insert(agentRebateRates).values({ memberId: b.id, productType: 'RNG', rateBp: 150 })
    await round(b.id, rng, 10_000n, '2026-11-19T08:00:00Z')
    await round(b.id, live, 10_000n, '2026-11-19T08:00:00Z')
    const merchant = (await merchantsOf()).find((m) => m.id === merchantId)
    if (!merchant) throw new Error('no demo merchant')
    // The day again: only what is still missing is paid (member a's rebates were paid before).
    expect(await payout().payDay(merchant, DAY)).toBe(2)
    const rows = await db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, b.id))
    expect(rows.map((r) => [r.productType, r.rateBp, r.amountMinor]).sort()).toEqual([
      ['LIVE', 60, 60n],
      ['RNG', 150, 150n],
    ])
    expect(await memberBalance(db, b.id, 'PHP')).toBe(210n)
    expect(await memberBalance(db, a.id, 'PHP')).toBe(160n)
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('lists the paid rebates in the member’s rebate report', async () => {
    const res = await t.app.inject({
      url: `/wps/member/rebateReport?startDate=${DAY}&endDate=${DAY}`,
      headers: { authorization: a.token, language: 'EN' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const report = rebateReportSchema.parse(res.json().value)
    expect(report.paid.map((p) => [p.date, p.productType, p.rate, p.bet, p.amount])).toEqual([
      [DAY, 'LIVE', 0.6, 50, 0.3],
      [DAY, 'RNG', 1, 130, 1.3],
    ])
    expect(report.paidTotal).toBe(1.6)
    // The house's rate where the agent set none.
    expect(report.list.find((r) => r.productType === 'RNG')?.rate).toBe(1)
    const other = await t.app.inject({
      url: '/wps/member/rebateReport?startDate=2026-11-20&endDate=2026-11-20',
      headers: { authorization: a.token, language: 'EN' },
    })
    expect(rebateReportSchema.parse(other.json().value)).toMatchObject({ paid: [], paidTotal: 0 })
  })

  it('pays a day only once it has settled', async () => {
    const c = await newMember()
    await round(c.id, rng, 10_000n, '2026-11-20T02:00:00Z')
    now = new Date('2026-11-20T16:30:00Z')
    expect(await payout().run()).toBe(0)
    now = new Date('2026-11-20T17:00:00Z')
    // c's stake, and a's stake of 00:30 on the 20th left out of the 19th.
    expect(await payout().run()).toBe(2)
    expect(await memberBalance(db, c.id, 'PHP')).toBe(100n)
    expect(await memberBalance(db, a.id, 'PHP')).toBe(160n + 77n)
  })
})
