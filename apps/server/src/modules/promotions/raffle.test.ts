/**
 * The lucky draw (RAFFLE): tickets from turnover, one entry per member however many calls race,
 * trial members refused, and the draw job run twice at once paying each winner once.
 */
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { newSignedInMember } from '../../../test/members.ts'
import { operatorCall } from '../../../test/staff.ts'
import { type GameRef, gameOfType, insertRound } from '../../../test/rounds.ts'
import type { Db } from '../../db/client.ts'
import {
  inboxMessages,
  merchants,
  promotionClaims,
  promotions,
  raffleDraws,
  walletTransactions,
} from '../../db/schema.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { createRaffle, drawWinners, RAFFLE_SETTLE_MS } from './raffle.ts'

let now = new Date('2026-11-20T06:00:00Z')
const clock = { now: () => now }
const START = new Date('2026-11-19T00:00:00Z')
const END = new Date('2026-11-21T00:00:00Z')

let t: TestContext
let db: Db
let merchant: { id: number; currency: string }
let rng: GameRef
let live: GameRef
let raffleId: number

beforeAll(async () => {
  t = await createTestApp({}, { clock })
  db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchant = { id: m.id, currency: m.currency }
  rng = await gameOfType(db, 'RNG')
  live = await gameOfType(db, 'LIVE')
  const [p] = await db
    .insert(promotions)
    .values({
      merchantId: m.id,
      kind: 'RAFFLE',
      category: 'SLOTS',
      titles: { EN: 'Test draw' },
      rules: { EN: '<p>Draw</p>' },
      startAt: START,
      endAt: END,
      claimMode: 'raffle',
      // One ticket per 10.00 of slots bets, at most 5; prizes 30.00 and 20.00.
      reward: {
        amountMinor: '5000',
        ticketMinor: '1000',
        maxTickets: 5,
        gameType: 'RNG',
        prizesMinor: ['3000', '2000'],
      },
    })
    .returning()
  if (!p) throw new Error('insert failed')
  raffleId = p.id
})
afterAll(() => t.close())

const newMember = (type = 0) => newSignedInMember(db, merchant.id, type)
const call = (name: string, token: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/wps/relay/${name}`,
    headers: { authorization: token, language: 'EN' },
    ...(payload ? { payload } : {}),
  })
type View = {
  id: number
  status: string
  raffle: {
    tickets: number
    entered: boolean
    drawn: boolean
    winners: { username: string; rank: number }[]
    myRank: number | null
  }
}
const viewOf = async (token: string): Promise<View | undefined> =>
  (await call('MCSFE_getAvailablePromotions', token)).json().value.find((p: View) => p.id === raffleId)
const enter = (token: string) => call('MCSFE_claimRafflePromotion', token, { promotionId: raffleId })

describe('raffle', () => {
  it('draws weighted, one prize per member', () => {
    const entries = [
      { memberId: 1, tickets: 1 },
      { memberId: 2, tickets: 3 },
      { memberId: 3, tickets: 0 },
    ]
    // Ticket 1 of 4 is member 2's; then only member 1 is left in the drum.
    expect(drawWinners(entries, 3, () => 1).map((w) => w.memberId)).toEqual([2, 1])
    expect(drawWinners(entries, 1, () => 0).map((w) => w.memberId)).toEqual([1])
  })

  it('counts tickets from the period’s bets of its game type, capped', async () => {
    const a = await newMember()
    await insertRound(db, {
      merchantId: merchant.id,
      memberId: a.id,
      game: rng,
      betMinor: 2500n,
      at: '2026-11-19T10:00:00Z',
    })
    await insertRound(db, {
      merchantId: merchant.id,
      memberId: a.id,
      game: live,
      betMinor: 9000n,
      at: '2026-11-19T10:00:00Z',
    })
    // Before the raffle started: not counted.
    await insertRound(db, {
      merchantId: merchant.id,
      memberId: a.id,
      game: rng,
      betMinor: 9000n,
      at: '2026-11-18T10:00:00Z',
    })
    const view = await viewOf(a.token)
    expect(view?.status).toBe('Join')
    expect(view?.raffle.tickets).toBe(2)
    await insertRound(db, {
      merchantId: merchant.id,
      memberId: a.id,
      game: rng,
      betMinor: 100000n,
      at: '2026-11-19T11:00:00Z',
    })
    expect((await viewOf(a.token))?.raffle.tickets).toBe(5)
  })

  it('enters once however many calls race, and refuses trial members', async () => {
    const a = await newMember()
    const results = await Promise.all(Array.from({ length: 10 }, () => enter(a.token)))
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(results.filter((r) => r.json().errorCode === 'promotion.alreadyJoined')).toHaveLength(9)
    const rows = await db
      .select()
      .from(promotionClaims)
      .where(and(eq(promotionClaims.promotionId, raffleId), eq(promotionClaims.memberId, a.id)))
    expect(rows).toHaveLength(1)
    const view = await viewOf(a.token)
    expect(view?.status).toBe('Joined')
    expect(view?.raffle.entered).toBe(true)

    const trial = await newMember(4)
    const refused = await enter(trial.token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('promotion.trialNotAllowed')
  })

  it('draws once when two jobs run at once, pays each winner once, the ledger balanced', async () => {
    const players = await Promise.all([newMember(), newMember(), newMember()])
    for (const p of players) {
      await insertRound(db, {
        merchantId: merchant.id,
        memberId: p.id,
        game: rng,
        betMinor: 3000n,
        at: '2026-11-20T01:00:00Z',
      })
      expect((await enter(p.token)).statusCode).toBe(200)
    }
    const before = await Promise.all(players.map((p) => memberBalance(db, p.id, merchant.currency)))
    const raffle = createRaffle({ db, clock })
    // Not yet: the end has passed but rounds are still settling.
    now = new Date(END.getTime() + 1000)
    expect(await raffle.run([merchant])).toBe(0)
    now = new Date(END.getTime() + RAFFLE_SETTLE_MS + 1000)
    const runs = await Promise.all([
      raffle.run([merchant]),
      raffle.run([merchant]),
      createRaffle({ db, clock }).run([merchant]),
    ])
    expect(runs.reduce((s, n) => s + n, 0)).toBe(1)
    expect(await raffle.run([merchant])).toBe(0)

    const [draw] = await db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, raffleId))
    expect(draw?.winners).toHaveLength(2)
    expect(new Set(draw?.winners.map((w) => w.memberId)).size).toBe(2)
    const paid = await db
      .select()
      .from(walletTransactions)
      .where(like(walletTransactions.idempotencyKey, `raffle:${raffleId}:%`))
    expect(paid).toHaveLength(2)
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
    const prizeOf = new Map(draw?.winners.map((w) => [w.memberId, BigInt(w.prizeMinor)]))
    for (const [i, p] of players.entries()) {
      const after = await memberBalance(db, p.id, merchant.currency)
      expect((after ?? 0n) - (before[i] ?? 0n)).toBe(prizeOf.get(p.id) ?? 0n)
    }
    const winner = draw?.winners[0]
    const winnerToken = players.find((p) => p.id === winner?.memberId)?.token ?? ''
    const view = await viewOf(winnerToken)
    // Paid by the house without the winner asking.
    expect(view?.status).toBe('Issued')
    expect(view?.raffle.drawn).toBe(true)
    expect(view?.raffle.myRank).toBe(1)
    expect(view?.raffle.winners[0]?.username).toMatch(/^p[0-9a-f]\*\*\*[0-9a-f]$/)
    const notices = await db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.memberId, winner?.memberId ?? -1))
    expect(notices).toHaveLength(1)
    expect(notices[0]?.titles.EN).toBe('You won the lucky draw')
    // After the draw: entering is closed.
    const late = await enter((await newMember()).token)
    expect(late.json().errorCode).toBe('promotion.closed')
  })

  it('is set up through the operator API, its settings checked by the contract', async () => {
    const body = {
      merchant: 'demo',
      kind: 'RAFFLE',
      category: 'SLOTS',
      titles: { EN: 'Operator draw', TY: 'Operator draw' },
      rules: { EN: '<p>x</p>' },
      startAt: '2026-11-20T00:00:00Z',
      endAt: '2026-11-27T00:00:00Z',
      reward: { ticketAmount: '50', maxTickets: 10, gameType: null, prizes: ['100', '50.50'] },
    }
    const created = await operatorCall(t.app, 'POST', '/admin/promotions', body)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.value.reward).toMatchObject({
      amount: '150.50',
      ticketAmount: '50.00',
      maxTickets: 10,
      prizes: ['100.00', '50.50'],
    })
    const [row] = await db.select().from(promotions).where(eq(promotions.id, created.body.value.id))
    expect(row?.claimMode).toBe('raffle')
    expect(row?.reward).toEqual({
      amountMinor: '15050',
      ticketMinor: '5000',
      maxTickets: 10,
      prizesMinor: ['10000', '5050'],
    })
    // Every game counts when no game type is set: a live-casino bet earns tickets too.
    const m = await newMember()
    await insertRound(db, {
      merchantId: merchant.id,
      memberId: m.id,
      game: live,
      betMinor: 12000n,
      at: '2026-11-22T10:00:00Z',
    })
    const list = (await call('MCSFE_getAvailablePromotions', m.token)).json().value as View[]
    expect(list.find((p) => p.id === created.body.value.id)?.raffle.tickets).toBe(2)
    // Without an end it would never draw; without prizes there is nothing to draw.
    expect((await operatorCall(t.app, 'POST', '/admin/promotions', { ...body, endAt: null })).status).toBe(400)
    const noPrizes = { ...body, reward: { ...body.reward, prizes: [] } }
    expect((await operatorCall(t.app, 'POST', '/admin/promotions', noPrizes)).status).toBe(400)
  })
})
