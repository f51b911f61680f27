/**
 * VIP levels on the demo merchant's seeded table (VIP 1 for everyone; VIP 2 at 200.00 turnover,
 * bonus 8.00, +0.10% rebate; VIP 3 at 2,000.00 turnover and 1,000.00 deposits, bonus 38.00): the
 * upgrade exactly at the threshold, the bonus paid once though two jobs run at once and the level
 * is lost and reached again, the club label and rank progress, and the level's rebate bonus.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playerRankProgressSchema } from '@parlor/contract'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { newSignedInMember } from '../../../test/members.ts'
import { type GameRef, gameOfType, insertRound } from '../../../test/rounds.ts'
import { type Db, inTransaction } from '../../db/client.ts'
import {
  memberVip,
  rebatePayouts,
  vipLevels,
  vipUpgradeBonuses,
  walletEntries,
  walletTransactions,
} from '../../db/schema.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { ensureAccount, memberBalance, postTransaction } from '../wallet/ledger.ts'
import { createRebatePayout } from './rebate-payout.ts'
import { levelFor, progressTo } from './vip-service.ts'
import { createVipService } from './vip-service.ts'

const now = new Date('2026-11-20T06:00:00Z')
const clock = { now: () => now }

let t: TestContext
let db: Db
let merchantId: number
let rng: GameRef

const merchantsOf = async () => (await createMerchantRepository(db).listAll()).merchants
const vipJob = () => createVipService({ db, clock, merchants: merchantsOf })
const newMember = () => newSignedInMember(db, merchantId)

beforeAll(async () => {
  t = await createTestApp({}, { clock })
  db = t.database.db
  const demo = (await merchantsOf()).find((m) => m.code === 'demo')
  if (!demo) throw new Error('no demo merchant')
  merchantId = demo.id
  rng = await gameOfType(db, 'RNG')
  // The seeded members get their levels first, so the runs below only move the members made here.
  await vipJob().run()
})
afterAll(() => t.close())

const bet = (memberId: number, betMinor: bigint, at = '2026-11-19T02:00:00Z') =>
  insertRound(db, { merchantId, memberId, game: rng, betMinor, at })

/** A deposit as the cashier posts it: the clearing account to the member. */
async function deposit(memberId: number, amount: bigint) {
  await inTransaction(db, async (tx) => {
    const from = await ensureAccount(tx, { merchantId, kind: 'deposits', currency: 'PHP' })
    const to = await ensureAccount(tx, { merchantId, kind: 'member', memberId, currency: 'PHP' })
    await postTransaction(tx, {
      merchantId,
      key: `test-deposit:${memberId}:${randomBytes(4).toString('hex')}`,
      kind: 'deposit',
      memberId,
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    })
  })
}

const bonuses = (memberId: number) =>
  db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.memberId, memberId), eq(walletTransactions.kind, 'vip_bonus')))

const levelOf = async (memberId: number) =>
  (await db.select().from(memberVip).where(eq(memberVip.memberId, memberId)))[0]?.level ?? null

const call = (url: string, token: string) => t.app.inject({ url, headers: { authorization: token, language: 'EN' } })

describe('the level a standing earns', () => {
  it('upgrades exactly at the thresholds and holds a level only while its keep rule is met', async () => {
    const levels = await db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId))
    levels.sort((a, b) => a.level - b.level)
    const at = (turnover: bigint, deposit: bigint, recent = turnover) =>
      levelFor(levels, { turnoverMinor: turnover, depositMinor: deposit, recentTurnoverMinor: recent })?.level
    expect(at(0n, 0n)).toBe(1)
    expect(at(19_999n, 0n)).toBe(1)
    expect(at(20_000n, 0n)).toBe(2)
    expect(at(200_000n, 99_999n)).toBe(2)
    expect(at(200_000n, 100_000n)).toBe(3)
    // VIP 4: 10,000.00 turnover, 5,000.00 deposits, 1,000.00 in the last 30 days to keep it.
    expect(at(1_000_000n, 500_000n, 100_000n)).toBe(4)
    expect(at(1_000_000n, 500_000n, 99_999n)).toBe(3)
    const vip3 = levels.find((l) => l.level === 3) ?? null
    expect(progressTo(vip3, { turnoverMinor: 200_000n, depositMinor: 99_999n, recentTurnoverMinor: 0n })).toBe(99)
    expect(progressTo(vip3, { turnoverMinor: 20_000n, depositMinor: 100_000n, recentTurnoverMinor: 0n })).toBe(10)
    expect(progressTo(null, { turnoverMinor: 0n, depositMinor: 0n, recentTurnoverMinor: 0n })).toBe(100)
  })
})

describe('VIP job', () => {
  let up: Awaited<ReturnType<typeof newMember>>
  let short: Awaited<ReturnType<typeof newMember>>

  it('upgrades at the threshold and pays the bonus once though two jobs run at once', async () => {
    up = await newMember()
    short = await newMember()
    await bet(up.id, 12_000n)
    await bet(up.id, 8_000n)
    await bet(short.id, 19_999n)
    const [a, b] = await Promise.all([vipJob().run(), vipJob().run()])
    expect((a ?? 0) + (b ?? 0)).toBe(1)
    expect(await levelOf(up.id)).toBe(2)
    expect(await levelOf(short.id)).toBe(1)
    expect(await memberBalance(db, up.id, 'PHP')).toBe(800n)
    expect(await memberBalance(db, short.id, 'PHP')).toBeNull()
    const txs = await bonuses(up.id)
    expect(txs.map((x) => x.idempotencyKey)).toEqual([`vip-upgrade:${up.id}:2`])
    const legs = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.transactionId, txs[0]?.id ?? 0))
    expect(legs.reduce((s, e) => s + e.amount, 0n)).toBe(0n)
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('pays no second bonus when a level is lost and reached again', async () => {
    await db.update(memberVip).set({ level: 1 }).where(eq(memberVip.memberId, up.id))
    expect(await vipJob().run()).toBe(0)
    expect(await levelOf(up.id)).toBe(2)
    expect(await memberBalance(db, up.id, 'PHP')).toBe(800n)
    expect(await bonuses(up.id)).toHaveLength(1)
  })

  it('pays the bonus of every level passed on the way, and member info shows the new level', async () => {
    const m = await newMember()
    await bet(m.id, 200_000n)
    await deposit(m.id, 100_000n)
    expect(await vipJob().run()).toBe(2)
    expect(await levelOf(m.id)).toBe(3)
    const paid = await db.select().from(vipUpgradeBonuses).where(eq(vipUpgradeBonuses.memberId, m.id))
    expect(paid.map((p) => [p.level, p.amountMinor]).sort()).toEqual([
      [2, 800n],
      [3, 3_800n],
    ])
    expect(await memberBalance(db, m.id, 'PHP')).toBe(100_000n + 4_600n)
    const info = (await call('/wps/member/info', m.token)).json().value
    expect(info.clubLabel).toMatchObject({ labelName: 'VIP 3', rankLevel: 3 })
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('answers the rank progress: level held, the next and the way to it, the level table', async () => {
    const res = await call('/wps/relay/MCSFE_getPlayerRankProgress', short.token)
    expect(res.statusCode, res.body).toBe(200)
    const p = playerRankProgressSchema.parse(res.json().value)
    expect(p).toMatchObject({ playerRankName: 'VIP 1', level: 1, turnover: 199.99, deposit: 0, progress: 99 })
    expect(p.next).toMatchObject({ level: 2, name: 'VIP 2', turnover: 200, upgradeBonus: 8, rebateBonus: 0.1 })
    expect(p.levels.map((l) => l.name)).toEqual(['VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5'])
    expect(p.levels[0]).toMatchObject({ withdrawDailyMax: 20_000, withdrawDailyCount: 3 })
  })

  it('adds the level’s rebate bonus to the rate the daily payout pays', async () => {
    const merchant = (await merchantsOf()).find((m) => m.id === merchantId)
    if (!merchant) throw new Error('no demo merchant')
    await createRebatePayout({ db, clock, merchants: merchantsOf }).payDay(merchant, '2026-11-19')
    const rows = await db
      .select()
      .from(rebatePayouts)
      .where(inArray(rebatePayouts.memberId, [up.id, short.id]))
    // VIP 2: 1.00% + 0.10% of 200.00; VIP 1: 1.00% of 199.99.
    expect(rows.map((r) => [r.memberId, r.rateBp, r.amountMinor]).sort()).toEqual(
      [
        [up.id, 110, 220n],
        [short.id, 100, 199n],
      ].sort(),
    )
  })
})
