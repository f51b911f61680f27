/**
 * Leaderboard promotions through the real routes and the payout job: who ranks and in what order,
 * refusals, nothing paid before the week (and its settling hour) is over, each prize paid once
 * though two jobs run at once, balanced postings, the member's claim Issued and its inbox message.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Leaderboard, leaderboardsSchema } from '@parlor/contract'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { newSignedInMember } from '../../../test/members.ts'
import { type GameRef, gameOfType, insertRound } from '../../../test/rounds.ts'
import { operatorCall } from '../../../test/staff.ts'
import type { Db } from '../../db/client.ts'
import {
  inboxMessages,
  promotionClaims,
  promotionLeaderboardPeriods,
  promotions,
  walletEntries,
  walletTransactions,
} from '../../db/schema.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { createLeaderboardPayout } from './leaderboard.ts'
import { promotionStatus } from './promotion-status.ts'

// Wednesday 14:00 in Manila (the demo merchant's zone); the week runs from Monday 16 to Monday 23
// November at local midnight, 2026-11-22T16:00Z.
let now = new Date('2026-11-18T06:00:00Z')
const clock = { now: () => now }
const PERIOD = 'week:2026-11-16'
const WEEK_END = new Date('2026-11-22T16:00:00Z')

let t: TestContext
let db: Db
let merchantId: number
let boardId: number
let rng: GameRef
let live: GameRef

const merchantsOf = async () => (await createMerchantRepository(db).listAll()).merchants
const payout = () => createLeaderboardPayout({ db, clock, merchants: merchantsOf })

beforeAll(async () => {
  t = await createTestApp({}, { clock })
  db = t.database.db
  const demo = (await merchantsOf()).find((m) => m.code === 'demo')
  if (!demo) throw new Error('no demo merchant')
  merchantId = demo.id
  rng = await gameOfType(db, 'RNG')
  live = await gameOfType(db, 'LIVE')
  // Its own board, so the demo leaderboard's settings can change without breaking this test.
  const [row] = await db
    .insert(promotions)
    .values({
      merchantId,
      kind: 'LEADERBOARD',
      category: 'SLOTS',
      titles: { EN: 'Test board', CN: '测试榜' },
      rules: { EN: '<p>Bet.</p>' },
      startAt: new Date('2026-01-01T00:00:00Z'),
      endAt: null,
      claimMode: 'join_claim',
      reward: {
        amountMinor: '60000',
        gameType: 'RNG',
        prizesMinor: ['30000', '20000', '10000'],
        minTurnoverMinor: '1000',
      },
      sort: 9,
    })
    .returning()
  if (!row) throw new Error('insert failed')
  boardId = row.id
})
afterAll(() => t.close())

const newMember = (type = 0) => newSignedInMember(db, merchantId, type)
const bet = (memberId: number, game: GameRef, minor: bigint, at: string, status = 'settled') =>
  insertRound(db, { merchantId, memberId, game, betMinor: minor, at }, { status })

const call = (method: 'GET' | 'POST', name: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/wps/relay/${name}`,
    headers: { authorization: token, language: 'EN' },
    ...(payload ? { payload } : {}),
  })

async function boardOf(token: string): Promise<Leaderboard> {
  const res = await call('GET', 'MCSFE_getPromotionLeaderboards', token)
  expect(res.statusCode, res.body).toBe(200)
  const board = leaderboardsSchema.parse(res.json().value).find((b) => b.promotionId === boardId)
  if (!board) throw new Error('board not listed')
  return board
}

describe('status', () => {
  const base = {
    kind: 'LEADERBOARD' as const,
    enabled: true,
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: null,
    now: new Date('2026-11-18T06:00:00Z'),
    member: true,
    progressMinor: 10_000n,
    targetMinor: null,
  }
  it('stays Joined however much is bet, and a paid prize reads Issued', () => {
    expect(promotionStatus({ ...base, claim: null })).toBe('Join')
    expect(promotionStatus({ ...base, claim: { status: 'joined' } })).toBe('Joined')
    expect(promotionStatus({ ...base, claim: { status: 'claimed' } })).toBe('Issued')
  })
})

describe('leaderboard', () => {
  type M = Awaited<ReturnType<typeof newMember>>
  let a: M
  let b: M
  let c: M
  let d: M
  let f: M
  let outsider: M

  it('refuses trial members and lets real members join once', async () => {
    const trial = await newMember(4)
    const refused = await call('POST', 'PROMOFE_joinPromotion', trial.token, { promotionId: boardId })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('promotion.trialNotAllowed')

    a = await newMember()
    b = await newMember()
    c = await newMember()
    d = await newMember()
    f = await newMember()
    outsider = await newMember()
    // Bets before joining do not count.
    await bet(a.id, rng, 90_000n, '2026-11-17T02:00:00Z')
    for (const m of [a, b, c, d, f]) {
      const res = await call('POST', 'PROMOFE_joinPromotion', m.token, { promotionId: boardId })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().value.status).toBe('Joined')
    }
    const again = await call('POST', 'PROMOFE_joinPromotion', a.token, { promotionId: boardId })
    expect(again.json().errorCode).toBe('promotion.alreadyJoined')
  })

  it('ranks joined members by turnover, the earlier to reach a tie first, above the minimum only', async () => {
    await bet(b.id, rng, 3_000n, '2026-11-18T07:00:00Z')
    await bet(a.id, rng, 5_000n, '2026-11-18T08:00:00Z')
    // b reaches 5 000 too, later: a ranks above b.
    await bet(b.id, rng, 2_000n, '2026-11-18T09:00:00Z')
    await bet(f.id, rng, 1_500n, '2026-11-18T10:00:00Z')
    // Under the 10.00 minimum: listed nowhere, though its own turnover shows.
    await bet(c.id, rng, 900n, '2026-11-18T10:00:00Z')
    // Other game types and rolled-back rounds do not count.
    await bet(d.id, live, 50_000n, '2026-11-18T10:00:00Z')
    await bet(d.id, rng, 80_000n, '2026-11-18T10:00:00Z', 'rolled_back')
    // Not joined: not ranked.
    await bet(outsider.id, rng, 99_000n, '2026-11-18T10:00:00Z')

    const board = await boardOf(a.token)
    expect(board.periodKey).toBe(PERIOD)
    expect(board.periodEnd).toBe(WEEK_END.getTime())
    expect(board.prizes).toEqual([300, 200, 100])
    expect(board.minTurnover).toBe(10)
    expect(board.top.map((r) => [r.rank, r.turnover, r.prize])).toEqual([
      [1, 50, 300],
      [2, 50, 200],
      [3, 15, 100],
    ])
    expect(board.top[0]?.name).toMatch(/^p[0-9a-f]\*\*\*[0-9a-f]$/)
    expect(board.me).toEqual({ joined: true, rank: 1, turnover: 50 })
    expect((await boardOf(c.token)).me).toEqual({ joined: true, rank: null, turnover: 9 })
    expect((await boardOf(outsider.token)).me).toEqual({ joined: false, rank: null, turnover: 0 })
  })

  it('is never claimed: its prizes are paid by rank', async () => {
    const res = await call('POST', 'PROMOFE_claimPromotion', a.token, { promotionId: boardId })
    expect(res.statusCode).toBe(409)
    expect(res.json().errorCode).toBe('promotion.paidByRank')
    expect(res.json().message).toMatch(/paid by rank/)
  })

  it('pays nothing before the week has ended and settled', async () => {
    expect(await payout().run()).toBe(0)
    now = new Date(WEEK_END.getTime() + 30 * 60_000)
    // A round after the week's end: for c, too late to reach the minimum.
    await bet(c.id, rng, 5_000n, '2026-11-22T16:10:00Z')
    expect(await payout().run()).toBe(0)
    expect(await db.select().from(promotionLeaderboardPeriods)).toEqual([])
  })

  it('pays each prize once though two jobs run at once, in balanced postings, as the member’s claim', async () => {
    now = new Date(WEEK_END.getTime() + 2 * 3_600_000)
    const [x, y] = await Promise.all([payout().run(), payout().run()])
    expect((x ?? 0) + (y ?? 0)).toBe(3)
    expect(await memberBalance(db, a.id, 'PHP')).toBe(30_000n)
    expect(await memberBalance(db, b.id, 'PHP')).toBe(20_000n)
    expect(await memberBalance(db, f.id, 'PHP')).toBe(10_000n)
    for (const m of [c, d, outsider]) expect((await memberBalance(db, m.id, 'PHP')) ?? 0n).toBe(0n)

    const [mark] = await db
      .select()
      .from(promotionLeaderboardPeriods)
      .where(eq(promotionLeaderboardPeriods.promotionId, boardId))
    expect(mark).toMatchObject({ periodKey: PERIOD, winners: 3, paidMinor: 60_000n })

    const [claim] = await db
      .select()
      .from(promotionClaims)
      .where(and(eq(promotionClaims.promotionId, boardId), eq(promotionClaims.memberId, a.id)))
    expect(claim).toMatchObject({ status: 'claimed', amountMinor: 30_000n, periodKey: PERIOD })
    const txs = await db.select().from(walletTransactions).where(eq(walletTransactions.memberId, a.id))
    expect(txs.map((tx) => tx.idempotencyKey)).toEqual([`promotion:${boardId}:${a.id}:${PERIOD}`])
    expect(claim?.transactionId).toBe(txs[0]?.id)
    const legs = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.transactionId, txs[0]?.id ?? 0))
    expect(legs.reduce((s, e) => s + e.amount, 0n)).toBe(0n)
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })

    const history = await call('GET', 'MCS2_getPromotionClaimList', a.token)
    const row = history.json().value.list.find((h: { promotionId: number }) => h.promotionId === boardId)
    expect(row).toMatchObject({ status: 'Issued', amount: 300, kind: 'LEADERBOARD' })

    const inbox = await db.select().from(inboxMessages).where(eq(inboxMessages.memberId, a.id))
    expect(inbox).toHaveLength(1)
    expect(inbox[0]?.contents.EN).toContain('rank 1')
    expect(inbox[0]?.contents.CN).toContain('测试榜')
  })

  it('pays nothing more on later runs, nor when the period mark is lost', async () => {
    expect(await payout().run()).toBe(0)
    await db.delete(promotionLeaderboardPeriods)
    const [x, y] = await Promise.all([payout().run(), payout().run()])
    expect((x ?? 0) + (y ?? 0)).toBe(0)
    expect(await memberBalance(db, a.id, 'PHP')).toBe(30_000n)
    expect(await db.select().from(inboxMessages).where(eq(inboxMessages.memberId, a.id))).toHaveLength(1)
  })
})

describe('leaderboard settings', () => {
  const body = (reward: object) => ({
    merchant: 'demo',
    kind: 'LEADERBOARD',
    category: 'SLOTS',
    titles: { EN: 'Big week', TY: 'Malaking linggo' },
    rules: { EN: '<p>Top bets win.</p>' },
    startAt: '2026-11-01T00:00:00Z',
    reward,
  })

  it('saves prizes by rank through the operator API and refuses a board without prizes', async () => {
    const saved = await operatorCall(
      t.app,
      'POST',
      '/admin/promotions',
      body({ prizes: ['100', '50.5'], gameType: null, minTurnover: '20' }),
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.value.reward).toMatchObject({
      amount: '150.50',
      prizes: ['100.00', '50.50'],
      minTurnover: '20.00',
    })
    const [row] = await db.select().from(promotions).where(eq(promotions.id, saved.body.value.id))
    expect(row?.claimMode).toBe('join_claim')
    expect(row?.reward).toEqual({ amountMinor: '15050', prizesMinor: ['10000', '5050'], minTurnoverMinor: '2000' })

    const empty = await operatorCall(t.app, 'POST', '/admin/promotions', body({ prizes: [] }))
    expect(empty.status).toBe(400)
  })
})
