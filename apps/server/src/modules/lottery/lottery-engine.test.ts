import {
  commitOf,
  deriveResult,
  LOTTERY_GAMES,
  LotteryErrorCode,
  lotteryGame,
  type LotteryOrderBody,
  lotteryOrderBodySchema,
  slotAt,
  WalletErrorCode,
} from '@parlor/contract'
import { and, eq, like, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import type { Db } from '../../db/client.ts'
import * as schema from '../../db/schema.ts'
import {
  gameRounds,
  lotteryNumeros,
  lotteryOrders,
  lotterySuborders,
  members,
  merchants,
  rgTotals,
  walletTransactions,
} from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { ensureAccount, memberBalance, post } from '../wallet/ledger.ts'
import { drawDue } from './lottery-draws.ts'
import { createLotteryScheduler } from './lottery-scheduler.ts'
import { createLotteryService, type LotteryService } from './lottery-service.ts'
import { settleNumero } from './lottery-settlement.ts'

const SSC1 = lotteryGame('PL_SSC1') as NonNullable<ReturnType<typeof lotteryGame>>
const MINUTE = 60_000
const DAY = 86_400_000

// Each test plays on its own day, ten seconds into a minute: every 1-minute numero is open then.
const START = new Date('2026-12-01T10:00:10Z').getTime()
const clock = testClock(new Date(START))
let t: TestContext
let db: Db
let service: LotteryService
let merchantId = 0
beforeAll(async () => {
  t = await createTestApp({}, { clock })
  db = t.database.db
  service = createLotteryService({ db, clock })
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'))
  merchantId = m?.id as number
})
afterAll(() => t.close())

let day = 0
/** Moves the clock to the next test's own day, ten seconds into 10:00 UTC. */
const newDay = () => {
  day++
  clock.set(new Date(START + day * DAY))
}

let members_ = 0
/** A fresh member of the demo merchant holding `major` PHP. */
async function newMember(major: number): Promise<number> {
  members_++
  const username = `lotto${members_}`
  const [row] = await db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, passwordHash: 'x' })
    .returning({ id: members.id })
  const id = row?.id as number
  if (major > 0) {
    const from = await ensureAccount(db, { merchantId, kind: 'promotions', currency: 'PHP' })
    const to = await ensureAccount(db, { merchantId, kind: 'member', memberId: id, currency: 'PHP' })
    await post(db, {
      merchantId,
      key: `test-fund:${id}`,
      kind: 'seed',
      memberId: id,
      legs: [
        { accountId: from, amount: BigInt(-major * 100) },
        { accountId: to, amount: BigInt(major * 100) },
      ],
    })
  }
  return id
}
const balance = async (memberId: number) => (await memberBalance(db, memberId, 'PHP')) ?? 0n

let keys = 0
const body = (numero: string, extra: Partial<LotteryOrderBody> = {}) =>
  lotteryOrderBodySchema.parse({
    gameCode: 'PL_SSC1',
    numero,
    items: [{ betType: 'P1', picks: ['1'], stake: 1 }],
    requestKey: `engine-test-${++keys}`,
    ...extra,
  })

/** The 1-minute numero on sale now. */
const currentNumero = () => slotAt(SSC1, clock.now().getTime())

async function numeroRow(gameCode: string, numero: string) {
  const [row] = await db
    .select()
    .from(lotteryNumeros)
    .where(and(eq(lotteryNumeros.gameCode, gameCode), eq(lotteryNumeros.numero, numero)))
  return row
}
/** The result a numero will draw, read from its secret seed (the test's privilege). */
async function resultOf(numero: string) {
  const row = await numeroRow('PL_SSC1', numero)
  if (!row) throw new Error(`no numero ${numero}`)
  return deriveResult('SSC', row.seed, 'PL_SSC1', numero)
}
/** A P1 pick that wins on the numero and one that loses. */
async function picksFor(numero: string) {
  const first = (await resultOf(numero))[0] as string
  return { win: first, lose: String((Number(first) + 1) % 10) }
}
const postings = async (keyPattern: string) =>
  db
    .select({ id: walletTransactions.id, kind: walletTransactions.kind })
    .from(walletTransactions)
    .where(like(walletTransactions.idempotencyKey, keyPattern))

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AppError)
  return err as AppError
}

describe('lottery engine', () => {
  it('opens the current numero with its commitment; two racing schedulers make one numero and draw it once; the seed verifies', async () => {
    newDay()
    const s1 = createLotteryScheduler({ db, clock })
    const s2 = createLotteryScheduler({ db, clock })
    await Promise.all([s1.tick(), s2.tick(), s1.tick(), s2.tick()])
    const slot = currentNumero()
    const rows = await db
      .select()
      .from(lotteryNumeros)
      .where(and(eq(lotteryNumeros.gameCode, 'PL_SSC1'), eq(lotteryNumeros.numero, slot.numero)))
    expect(rows).toHaveLength(1)

    // What a player sees before betting: the commitment, no seed, no result.
    const opened = await service.opened(merchantId, 'PL_SSC1', 'PHP')
    expect(opened.current).toMatchObject({ numero: slot.numero, status: 'scheduled', seed: null, result: null })
    expect(opened.current.opensAt).toBeLessThanOrEqual(clock.now().getTime())
    expect(opened.serverTime).toBe(clock.now().getTime())
    expect(opened.betTypes.find((b) => b.code === 'P1')?.odds).toBe(9.8)
    const published = opened.current.commitHash

    const player = await newMember(100)
    const { win, lose } = await picksFor(slot.numero)
    const placed = await service.place(
      player,
      body(slot.numero, {
        items: [
          { betType: 'P1', picks: [win], stake: 2 },
          { betType: 'P1', picks: [lose], stake: 3 },
          { betType: 'SUM_OE', picks: ['O', 'E'], stake: 1 },
        ],
      }),
    )
    expect(placed.total).toBe(7)
    expect(placed.balance).toBe(93)
    expect(placed.subOrders.every((s) => s.cancellable && s.status === 'pending')).toBe(true)

    clock.advance(MINUTE)
    // Two schedulers race the draw and the settlement, each twice.
    const ticks = await Promise.all([s1.tick(), s2.tick(), s1.tick(), s2.tick()])
    const after = await db
      .select()
      .from(lotteryNumeros)
      .where(and(eq(lotteryNumeros.gameCode, 'PL_SSC1'), eq(lotteryNumeros.numero, slot.numero)))
    expect(after).toHaveLength(1)
    const drawn = after[0] as NonNullable<(typeof after)[0]>
    expect(drawn.status).toBe('settled')
    // Each due numero was drawn by exactly one of the ticks, and each sub-order settled by one.
    const due = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryNumeros)
      .where(sql`${lotteryNumeros.drawnAt} = ${clock.now()}`)
    expect(ticks.reduce((s, x) => s + x.drawn, 0)).toBe(due[0]?.n)
    expect(ticks.reduce((s, x) => s + x.settled, 0)).toBe(3)

    // Commit–reveal: the published hash is the seed's, and the seed derives the stored result.
    const shown = await service.draw('PL_SSC1', slot.numero)
    expect(shown.commitHash).toBe(published)
    expect(shown.seed).toBe(drawn.seed)
    expect(await commitOf(shown.seed as string)).toBe(published)
    expect(await deriveResult('SSC', shown.seed as string, 'PL_SSC1', slot.numero)).toEqual(shown.result)
    expect(shown.result?.[0]).toBe(win)
    expect((await service.near('PL_SSC1', 5))[0]?.numero).toBe(slot.numero)

    // Paid once: P1 win 2 × 9.80, the odd/even pair wins one side 1 × 1.98.
    const detail = await service.detail(player, placed.id)
    expect(detail.status).toBe('settled')
    expect(detail.subOrders.map((s) => s.status)).toEqual(['won', 'lost', 'won'])
    expect(detail.win).toBe(21.58)
    expect(detail.subOrders.every((s) => s.result !== null && !s.cancellable)).toBe(true)
    expect(await balance(player)).toBe(9300n + 1960n + 198n)
    const listed = await service.orders(player, { gameCode: 'PL_SSC1', pageNo: 1, pageSize: 20 })
    expect(listed).toMatchObject({ total: 1, list: [{ id: placed.id, win: 21.58, refunded: 0, status: 'settled' }] })
    for (const s of detail.subOrders.filter((x) => x.status === 'won'))
      expect(await postings(`lottery:win:${s.id}`)).toHaveLength(1)
    expect(await postings(`lottery:win:${detail.subOrders[1]?.id}`)).toHaveLength(0)

    // A later tick finds nothing left to do.
    expect((await s1.tick()).settled).toBe(0)
    expect(await balance(player)).toBe(9300n + 1960n + 198n)

    // Game records: one settled round per sub-order, the bet and the win.
    const rounds = await db.select().from(gameRounds).where(eq(gameRounds.memberId, player))
    expect(rounds).toHaveLength(3)
    expect(rounds.every((r) => r.provider === 'LOTTERY' && r.status === 'settled')).toBe(true)
    expect(rounds.reduce((s, r) => s + r.winMinor, 0n)).toBe(2158n)
    expect(rounds.reduce((s, r) => s + r.betMinor, 0n)).toBe(700n)
  })

  it('refuses bets after close, before opening and on a numero already drawn', async () => {
    newDay()
    const player = await newMember(100)
    const slot = currentNumero()
    clock.set(new Date(slot.closesAt))
    const closed = await refusal(service.place(player, body(slot.numero)))
    expect([closed.statusCode, closed.errorCode]).toEqual([409, LotteryErrorCode.numeroClosed])
    // The next numero is shown but does not sell before it opens.
    const next = await service.opened(merchantId, 'PL_SSC1', 'PHP')
    expect(next.current.numero).not.toBe(slot.numero)
    expect(next.current.opensAt).toBe(slot.drawsAt)
    const early = await refusal(service.place(player, body(next.current.numero)))
    expect(early.errorCode).toBe(LotteryErrorCode.numeroClosed)
    expect((await refusal(service.place(player, body('20261301-0001')))).errorCode).toBe(LotteryErrorCode.numeroClosed)

    // A server whose clock lags a minute sees the next numero open, but another server already
    // drew it: the check under the row lock refuses.
    const laggingSlot = next.current
    clock.set(new Date(laggingSlot.drawsAt + 10_000))
    await createLotteryScheduler({ db, clock }).tick()
    expect((await numeroRow('PL_SSC1', laggingSlot.numero))?.status).not.toBe('scheduled')
    const lagging = { now: () => new Date(laggingSlot.opensAt + 10_000) }
    const late = await refusal(createLotteryService({ db, clock: lagging }).place(player, body(laggingSlot.numero)))
    expect([late.statusCode, late.errorCode]).toEqual([409, LotteryErrorCode.numeroClosed])
    expect(await balance(player)).toBe(10_000n)
    expect(await db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, player))).toHaveLength(0)
  })

  it('refuses unknown games, invalid picks, stakes out of range and oversized items', async () => {
    newDay()
    const player = await newMember(100)
    const n = currentNumero().numero
    const unknown = await refusal(service.place(player, body(n, { gameCode: 'PL_NOPE' })))
    expect([unknown.statusCode, unknown.errorCode]).toEqual([404, LotteryErrorCode.gameUnknown])
    expect((await refusal(service.opened(merchantId, 'PL_NOPE', 'PHP'))).errorCode).toBe(LotteryErrorCode.gameUnknown)
    const bad = await refusal(service.place(player, body(n, { items: [{ betType: 'DE', picks: ['12'], stake: 1 }] })))
    expect([bad.statusCode, bad.errorCode, bad.params]).toEqual([400, LotteryErrorCode.betInvalid, { betType: 'DE' }])
    const dup = await refusal(
      service.place(player, body(n, { items: [{ betType: 'P2', picks: ['1', '1'], stake: 1 }] })),
    )
    expect(dup.errorCode).toBe(LotteryErrorCode.betInvalid)
    const low = await refusal(service.place(player, body(n, { items: [{ betType: 'P2', picks: ['1'], stake: 0.5 }] })))
    expect([low.statusCode, low.errorCode]).toEqual([400, LotteryErrorCode.stakeOutOfRange])
    const high = await refusal(
      service.place(player, body(n, { items: [{ betType: 'P2', picks: ['1'], stake: '50000.01' }] })),
    )
    expect(high.errorCode).toBe(LotteryErrorCode.stakeOutOfRange)
    const many = await refusal(
      service.place(player, body(n, { items: [{ betType: 'SUM_BS', picks: ['B', 'S', 'B'], stake: 1 }] })),
    )
    expect(many.errorCode).toBe(LotteryErrorCode.orderTooLarge)
    expect(await balance(player)).toBe(10_000n)
  })

  it('answers a retried order by request key: the same order, charged once, also three times at once', async () => {
    newDay()
    const player = await newMember(100)
    const b = body(currentNumero().numero, { items: [{ betType: 'P3', picks: ['1', '2'], stake: 5 }] })
    const first = await service.place(player, b)
    const again = await service.place(player, b)
    expect(again.id).toBe(first.id)
    expect(again.balance).toBe(90)
    const c = body(currentNumero().numero, { items: [{ betType: 'P4', picks: ['7'], stake: 4 }], chase: 2 })
    const three = await Promise.all([service.place(player, c), service.place(player, c), service.place(player, c)])
    expect(new Set(three.map((x) => x.id)).size).toBe(1)
    expect(three[0]?.subOrders).toHaveLength(2)
    expect(await balance(player)).toBe(10_000n - 1000n - 800n)
    expect(await db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, player))).toHaveLength(2)
    expect(await postings(`lottery:order:${player}:%`)).toHaveLength(2)
    // The same key for another ticket is refused, not answered with the first order.
    await expect(service.place(player, { ...c, chase: 3 })).rejects.toMatchObject({ errorCode: 'idempotency.conflict' })
    expect(await balance(player)).toBe(10_000n - 1000n - 800n)
  })

  it('never answers a request with another ticket sent under the same key at the same time', async () => {
    newDay()
    const player = await newMember(100)
    const one = body(currentNumero().numero, { items: [{ betType: 'P2', picks: ['3'], stake: 1 }] })
    const two = { ...one, chase: 2 }
    const tries = await Promise.allSettled([service.place(player, one), service.place(player, two)])
    const answered = tries.filter((x) => x.status === 'fulfilled').map((x) => x.value)
    expect(answered).toHaveLength(1)
    const rejected = tries.find((x) => x.status === 'rejected') as PromiseRejectedResult
    expect(rejected.reason).toMatchObject({ errorCode: WalletErrorCode.idempotencyConflict })
    // Whichever went first, its answer is its own ticket and it was charged for exactly that.
    const mine = answered[0] as Awaited<ReturnType<LotteryService['place']>>
    expect(mine.chase).toBe(tries[0]?.status === 'fulfilled' ? 1 : 2)
    expect(await balance(player)).toBe(10_000n - BigInt(mine.chase) * 100n)
  })

  it('refuses an order the balance does not cover, writing nothing', async () => {
    newDay()
    const player = await newMember(5)
    const b = body(currentNumero().numero, { items: [{ betType: 'P5', picks: ['1', '2', '3'], stake: 1 }], chase: 2 })
    const err = await refusal(service.place(player, b))
    expect([err.statusCode, err.errorCode]).toEqual([409, WalletErrorCode.insufficientBalance])
    expect(await balance(player)).toBe(500n)
    expect(await db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, player))).toHaveLength(0)
    expect(await db.select().from(lotterySuborders).where(eq(lotterySuborders.memberId, player))).toHaveLength(0)
    expect(await postings(`lottery:order:${player}:%`)).toHaveLength(0)
    // Exactly covered: it goes through.
    const ok = await service.place(player, { ...b, items: [{ betType: 'P5', picks: ['1'], stake: '2.5' }] })
    expect(ok.balance).toBe(0)
  })

  it('chase over three numeros stops on a win: the later sub-orders are stopped and refunded', async () => {
    newDay()
    const scheduler = createLotteryScheduler({ db, clock })
    const player = await newMember(100)
    const slot = currentNumero()
    await service.opened(merchantId, 'PL_SSC1', 'PHP')
    const { win } = await picksFor(slot.numero)
    const placed = await service.place(
      player,
      body(slot.numero, { items: [{ betType: 'P1', picks: [win], stake: 2 }], chase: 3, stopOnWin: true }),
    )
    expect(placed.total).toBe(6)
    expect(placed.subOrders.map((s) => s.numero)).toEqual([
      slot.numero,
      slotAt(SSC1, slot.drawsAt).numero,
      slotAt(SSC1, slot.drawsAt + MINUTE).numero,
    ])
    expect(await balance(player)).toBe(9400n)

    clock.set(new Date(slot.drawsAt + 1000))
    await scheduler.tick()
    const detail = await service.detail(player, placed.id)
    expect(detail.subOrders.map((s) => s.status)).toEqual(['won', 'stopped', 'stopped'])
    expect(detail).toMatchObject({ status: 'settled', win: 19.6, refunded: 4, total: 6 })
    expect(await balance(player)).toBe(9400n + 1960n + 400n)
    for (const s of detail.subOrders.slice(1)) expect(await postings(`lottery:stop:${s.id}`)).toHaveLength(1)
    // Toward the member's limits: 2.00 staked (the refunded 4.00 taken off), 19.60 won.
    expect(await db.select().from(rgTotals).where(eq(rgTotals.memberId, player))).toMatchObject([
      { wageredMinor: 200n, wonMinor: 1960n },
    ])

    // The later numeros draw with nothing left to settle for this order; nothing moves again.
    clock.advance(3 * MINUTE)
    await Promise.all([scheduler.tick(), createLotteryScheduler({ db, clock }).tick()])
    expect(await balance(player)).toBe(9400n + 1960n + 400n)
    const rounds = await db.select().from(gameRounds).where(eq(gameRounds.memberId, player))
    expect(rounds.map((r) => r.status).sort()).toEqual(['rolled_back', 'rolled_back', 'settled'])
  })

  it('chase without stop-on-win plays every numero', async () => {
    newDay()
    const scheduler = createLotteryScheduler({ db, clock })
    const player = await newMember(100)
    const slot = currentNumero()
    await service.opened(merchantId, 'PL_SSC1', 'PHP')
    const { win } = await picksFor(slot.numero)
    const placed = await service.place(
      player,
      body(slot.numero, { items: [{ betType: 'P1', picks: [win], stake: 1 }], chase: 2 }),
    )
    clock.set(new Date(slot.drawsAt + 1000))
    await scheduler.tick()
    let detail = await service.detail(player, placed.id)
    expect(detail.subOrders.map((s) => s.status)).toEqual(['won', 'pending'])
    expect(detail.status).toBe('pending')
    clock.advance(MINUTE)
    await scheduler.tick()
    detail = await service.detail(player, placed.id)
    expect(detail.subOrders[1]?.status).not.toBe('pending')
    expect(detail.status).toBe('settled')
    const second = (await resultOf(detail.subOrders[1]?.numero as string))[0] === win ? 980n : 0n
    expect(await balance(player)).toBe(10_000n - 200n + 980n + second)
  })

  it('cancels and refunds a pending sub-order before close, once; refuses after close, on a settled one and for another member', async () => {
    newDay()
    const scheduler = createLotteryScheduler({ db, clock })
    const player = await newMember(100)
    const other = await newMember(0)
    const slot = currentNumero()
    const placed = await service.place(
      player,
      body(slot.numero, {
        items: [
          { betType: 'P1', picks: ['1', '2'], stake: 3 },
          { betType: 'P2', picks: ['5'], stake: 4 },
        ],
        chase: 2,
      }),
    )
    expect(await balance(player)).toBe(10_000n - 2000n)
    const [a, b, c, d] = placed.subOrders as [
      (typeof placed.subOrders)[0],
      (typeof placed.subOrders)[0],
      (typeof placed.subOrders)[0],
      (typeof placed.subOrders)[0],
    ]

    const notMine = await refusal(service.cancel(other, a.id))
    expect([notMine.statusCode, notMine.errorCode]).toEqual([404, LotteryErrorCode.orderNotFound])

    // Three cancels at once: one refund.
    const tries = await Promise.allSettled([
      service.cancel(player, a.id),
      service.cancel(player, a.id),
      service.cancel(player, a.id),
    ])
    const done = tries.filter((x) => x.status === 'fulfilled')
    expect(done).toHaveLength(1)
    for (const x of tries)
      if (x.status === 'rejected') expect((x.reason as AppError).errorCode).toBe(LotteryErrorCode.cancelRefused)
    const answer = (done[0] as PromiseFulfilledResult<Awaited<ReturnType<LotteryService['cancel']>>>).value
    expect(answer.subOrder).toMatchObject({ id: a.id, status: 'cancelled', cancellable: false })
    expect(answer.balance).toBe(86)
    expect(await postings(`lottery:cancel:${a.id}`)).toHaveLength(1)

    // After close: refused for this numero, still allowed for the chase's next one.
    clock.set(new Date(slot.closesAt))
    const late = await refusal(service.cancel(player, b.id))
    expect([late.statusCode, late.errorCode]).toEqual([409, LotteryErrorCode.cancelRefused])
    expect(c.numero).not.toBe(slot.numero)
    expect((await service.cancel(player, c.id)).balance).toBe(92)

    // Settled: refused.
    clock.set(new Date(slot.drawsAt + 1000))
    await scheduler.tick()
    const settled = await refusal(service.cancel(player, b.id))
    expect(settled.errorCode).toBe(LotteryErrorCode.cancelRefused)

    clock.advance(MINUTE)
    await scheduler.tick()
    const detail = await service.detail(player, placed.id)
    expect(detail.status).toBe('settled')
    expect(detail.refunded).toBe(12)
    expect(detail.subOrders.find((s) => s.id === d.id)?.status).not.toBe('pending')
    const rounds = await db.select().from(gameRounds).where(eq(gameRounds.memberId, player))
    expect(rounds.filter((r) => r.status === 'rolled_back').map((r) => r.winMinor)).toEqual([600n, 600n])
    const orders = await service.orders(player, { pageNo: 1, pageSize: 20 })
    expect(orders.total).toBe(1)
    expect(orders.list[0]).toMatchObject({ id: placed.id, refunded: 12, status: 'settled', total: 20 })
  })

  it('draws and settles the numeros missed while no scheduler ran, on the next tick', async () => {
    newDay()
    const player = await newMember(100)
    const slot = currentNumero()
    await service.opened(merchantId, 'PL_SSC1', 'PHP')
    const { win } = await picksFor(slot.numero)
    const chase = await service.place(
      player,
      body(slot.numero, { items: [{ betType: 'P1', picks: [win], stake: 1 }], chase: 3, stopOnWin: true }),
    )
    const plain = await service.place(
      player,
      body(slot.numero, { items: [{ betType: 'P1', picks: [win], stake: 1 }], chase: 3 }),
    )
    const before = await balance(player)

    // Downtime: the clock jumps past all three draws; two schedulers come back at once.
    clock.advance(10 * MINUTE)
    await Promise.all([createLotteryScheduler({ db, clock }).tick(), createLotteryScheduler({ db, clock }).tick()])
    await createLotteryScheduler({ db, clock }).tick()
    const stopped = await service.detail(player, chase.id)
    // The stop rule holds even though all three numeros were drawn at once.
    expect(stopped.subOrders.map((s) => s.status)).toEqual(['won', 'stopped', 'stopped'])
    const played = await service.detail(player, plain.id)
    expect(played.subOrders.every((s) => s.status === 'won' || s.status === 'lost')).toBe(true)
    expect(played.status).toBe('settled')
    let expected = before + 980n + 200n
    for (const s of played.subOrders) {
      const row = await numeroRow('PL_SSC1', s.numero)
      expect(row?.status).toBe('settled')
      expect(await deriveResult('SSC', row?.seed as string, 'PL_SSC1', s.numero)).toEqual(row?.result)
      if (row?.result?.[0] === win) expected += 980n
    }
    expect(await balance(player)).toBe(expected)
  })

  it('keeps the stop rule when a later numero of the chase is settled first', async () => {
    newDay()
    const player = await newMember(100)
    const slot = currentNumero()
    await service.opened(merchantId, 'PL_SSC1', 'PHP')
    const { win } = await picksFor(slot.numero)
    const placed = await service.place(
      player,
      body(slot.numero, { items: [{ betType: 'P1', picks: [win], stake: 1 }], chase: 2, stopOnWin: true }),
    )
    clock.advance(3 * MINUTE)
    await drawDue(db, clock.now())
    // A second scheduler that reached the later numero first leaves its sub-order for later.
    const later = await numeroRow('PL_SSC1', placed.subOrders[1]?.numero as string)
    expect(await settleNumero(db, clock, later as NonNullable<typeof later>)).toBe(0)
    expect((await service.detail(player, placed.id)).subOrders.map((s) => s.status)).toEqual(['pending', 'pending'])
    await createLotteryScheduler({ db, clock }).tick()
    expect((await service.detail(player, placed.id)).subOrders.map((s) => s.status)).toEqual(['won', 'stopped'])
    expect(await balance(player)).toBe(10_000n - 200n + 980n + 100n)
  })

  it("uses the merchant's odds for new orders, and returns to the default", async () => {
    newDay()
    const player = await newMember(100)
    const set = await service.setOdds(merchantId, 'PL_SSC1', 'P1', 9.5)
    expect(set.find((o) => o.gameCode === 'PL_SSC1' && o.betType === 'P1')).toMatchObject({
      odds: 9.5,
      isDefault: false,
    })
    expect(set.find((o) => o.gameCode === 'PL_SSC3' && o.betType === 'P1')).toMatchObject({
      odds: 9.8,
      isDefault: true,
    })
    const placed = await service.place(player, body(currentNumero().numero))
    expect(placed.subOrders[0]?.odds).toBe(9.5)
    expect((await service.opened(merchantId, 'PL_SSC1', 'PHP')).betTypes.find((b) => b.code === 'P1')?.odds).toBe(9.5)
    const reset = await service.setOdds(merchantId, 'PL_SSC1', 'P1', null)
    expect(reset.find((o) => o.gameCode === 'PL_SSC1' && o.betType === 'P1')).toMatchObject({
      odds: 9.8,
      isDefault: true,
    })
    expect((await refusal(service.setOdds(merchantId, 'PL_SSC1', 'DE', 2))).errorCode).toBe(LotteryErrorCode.betInvalid)
    expect((await refusal(service.setOdds(merchantId, 'PL_X', 'P1', 2))).errorCode).toBe(LotteryErrorCode.gameUnknown)
  })

  it('sells and settles every game family, the daily Vietnamese draws included', async () => {
    newDay()
    // Past the day's last Vietnamese draw (11:15 UTC): every game sells its next numero.
    clock.advance(2 * 60 * MINUTE)
    const scheduler = createLotteryScheduler({ db, clock })
    const player = await newMember(1000)
    await scheduler.tick()
    const picks: Record<string, { betType: string; picks: string[] }> = {
      SSC: { betType: 'SUM_BS', picks: ['B', 'S'] },
      D3: { betType: 'LAST2', picks: ['00', '11', '22'] },
      PK10: { betType: 'CHAMPION', picks: ['1', '2', '3', '4', '5'] },
      VN: { betType: 'LO', picks: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'] },
    }
    const orders: { id: number; game: string }[] = []
    for (const game of LOTTERY_GAMES) {
      const open = await service.opened(merchantId, game.code, 'PHP')
      const item = picks[game.family] as { betType: string; picks: string[] }
      const o = await service.place(
        player,
        body(open.current.numero, { gameCode: game.code, items: [{ ...item, stake: 1 }] }),
      )
      orders.push({ id: o.id, game: game.code })
    }
    // A day and a half later every game has drawn its numero.
    clock.advance(DAY + DAY / 2)
    await scheduler.tick()
    for (const o of orders) expect((await service.detail(player, o.id)).status, o.game).toBe('settled')
  })

  it('ticks idle with two statements: numeros it already made are not looked up again every second', async () => {
    newDay()
    let statements = 0
    // The test database's own connection, with a logger that counts every statement sent.
    const client = (db as unknown as { $client: never }).$client
    const logger = { logQuery: () => void statements++ }
    const counted = (t.database.kind === 'postgres'
      ? drizzlePg(client, { schema, logger })
      : drizzlePglite(client, { schema, logger })) as unknown as Db
    const scheduler = createLotteryScheduler({ db: counted, clock })
    await scheduler.tick()
    clock.advance(1000)
    statements = 0
    expect(await scheduler.tick()).toEqual({ created: 0, drawn: 0, settled: 0 })
    // What is due to draw and what is left to settle; nothing else while no slot turns over.
    expect(statements).toBe(2)
    // A slot turning over still gets its commitment from the same scheduler.
    clock.advance(MINUTE)
    expect((await scheduler.tick()).created).toBeGreaterThan(0)
  })

  it('draws the other games when one due numero cannot be drawn', async () => {
    newDay()
    const warnings: string[] = []
    const scheduler = createLotteryScheduler({ db, clock, log: { warn: (_obj, msg) => void warnings.push(msg) } })
    await scheduler.tick()
    const slot = currentNumero()
    // A numero of a game the engine no longer has (its code left LOTTERY_GAMES), due before the others.
    await db.insert(lotteryNumeros).values({
      gameCode: 'PL_RETIRED',
      numero: slot.numero,
      opensAt: new Date(slot.opensAt - MINUTE),
      closesAt: new Date(slot.closesAt - MINUTE),
      drawsAt: new Date(slot.drawsAt - MINUTE),
      commitHash: '0'.repeat(64),
      seed: '0'.repeat(64),
    })
    clock.set(new Date(slot.drawsAt + 1000))
    const tick = await scheduler.tick()
    expect(tick.drawn).toBeGreaterThan(0)
    expect((await numeroRow('PL_SSC1', slot.numero))?.status).toBe('settled')
    expect(warnings).toContain('lottery draw failed')
    // Left for an operator to look at; it must not come back as a drawn row.
    expect((await numeroRow('PL_RETIRED', slot.numero))?.status).toBe('scheduled')
    await db.delete(lotteryNumeros).where(eq(lotteryNumeros.gameCode, 'PL_RETIRED'))
  })

  it('keeps the ledger balanced: every transaction sums to zero and balances equal their entries', async () => {
    const one = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows[0] as T
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
    // Each order's bet posting is its total; each ended sub-order has exactly one game record.
    const badBets = await one<{ n: string }>(
      sql`select count(*)::text as n from lottery_orders o
          where o.total_minor <> (select -sum(e.amount) from wallet_transactions w join wallet_entries e on e.transaction_id = w.id
            join wallet_accounts a on a.id = e.account_id
            where w.idempotency_key = 'lottery:order:' || o.member_id || ':' || o.request_key and a.kind = 'member')`,
    )
    expect(badBets.n).toBe('0')
    const missingRounds = await one<{ n: string }>(
      sql`select count(*)::text as n from lottery_suborders s where s.status <> 'pending'
          and (select count(*) from game_rounds r where r.provider = 'LOTTERY' and r.round_id = 'lottery:' || s.id) <> 1`,
    )
    expect(missingRounds.n).toBe('0')
  })
})
