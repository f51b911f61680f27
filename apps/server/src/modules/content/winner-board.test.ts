import { winnerBoardSchema } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../test/clock.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { gameRounds, members, merchants } from '../../db/schema.ts'
import { WINNER_PLAYERS } from '../../db/seed/winners.ts'
import { WINNER_WINDOW_MS } from './content-routes.ts'

const clock = testClock(new Date())
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
})
afterAll(() => t.close())

const BOARD = '/wps/relay/ODSFE2_getWinnerBoard'
const board = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `${BOARD}${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return winnerBoardSchema.parse(res.json().value).list
}

/** Plays 1.01x crash rounds as `username` until one pays more than its stake; returns that payout (minor). */
async function playUntilWin(username: string, betMinor: number): Promise<number> {
  const token = await loginAs(t.app, username)
  const list = (
    await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE&pageSize=50' })
  ).json().value.games as { gameCode: string; nodeId: number }[]
  const nodeId = list.find((g) => g.gameCode === 'inhouse_rng_003')?.nodeId
  const launch = await t.app.inject({
    url: `/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&backUrl=/m/home`,
    headers: { authorization: token },
  })
  expect(launch.statusCode, launch.body).toBe(200)
  const url = launch.json().value.content.game_url as string
  const session = await t.app.inject({
    method: 'POST',
    url: '/games/inhouse/api/session',
    payload: { token: new URL(url, 'http://x').searchParams.get('t'), game: 'inhouse_rng_003' },
  })
  const sessionToken = session.json().value.sessionToken as string
  for (let i = 0; i < 60; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/games/inhouse/api/play',
      headers: { 'x-game-session': sessionToken },
      payload: { bet: (betMinor / 100).toFixed(2), params: { game: 'inhouse_rng_003', target: 101 } },
    })
    expect(res.statusCode, res.body).toBe(200)
    const payout = Number(res.json().value.payout)
    if (payout > betMinor) return payout
  }
  throw new Error('no win in 60 rounds at 1.01x')
}

describe('winner board', () => {
  it('lists the seeded players’ real in-house wins, biggest first, masked, to 2 decimals', async () => {
    const list = await board('', { language: 'EN' })
    expect(list.length).toBeGreaterThan(0)
    const amounts = list.map((e) => e.vo.winAmount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    for (const { vo } of list) {
      expect(vo.customerName).toMatch(/^\S{1,2}\*\*\*\S?$/)
      expect(Math.round(vo.winAmount * 100) / 100).toBe(vo.winAmount)
      expect(vo.vendor).toBe('INHOUSE')
      expect(['Parlor Fortune Reels', 'Hi-Lo Dice', 'Rocket Crash']).toContain(vo.gameName)
    }
    // Each figure is a settled in-house round of this merchant in the last 30 days, above its stake.
    const [demo] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
    const rounds = await t.database.db
      .select({ win: gameRounds.winMinor, bet: gameRounds.betMinor, closedAt: gameRounds.closedAt })
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.merchantId, demo?.id ?? -1),
          eq(gameRounds.provider, 'INHOUSE'),
          eq(gameRounds.currency, demo?.currency ?? ''),
          eq(gameRounds.status, 'settled'),
        ),
      )
    const since = clock.now().getTime() - WINNER_WINDOW_MS
    const wins = rounds
      .filter((r) => r.win > r.bet && (r.closedAt?.getTime() ?? 0) >= since)
      .map((r) => Number(r.win) / 100)
    expect(amounts).toEqual(wins.sort((a, b) => b - a).slice(0, amounts.length))
  })

  it('puts a new big win on top and names its game in the caller’s language', async () => {
    const before = await board('?limitNum=1')
    // A stake whose 1.01x payout beats the current top (seeded wins stay far below demo's 1,000.00).
    const betMinor = Math.ceil(((before[0]?.vo.winAmount ?? 0) * 100 + 1) / 1.01) + 100
    const payout = await playUntilWin('demo', betMinor)
    const [top] = await board('?limitNum=3', { language: 'TY' })
    expect(top?.vo.customerName).toBe('d***o')
    expect(top?.vo.winAmount).toBe(Math.round(payout) / 100)
    expect(top?.vo.gameId).toBe('inhouse_rng_003')
    const ty = top?.vo.gameName
    const [en] = await board('?limitNum=1&language=EN', { language: 'TY' })
    expect(en?.vo.gameName).toBe('Rocket Crash')
    expect(ty).toBeTruthy()
    expect((await board('?limitNum=3')).length).toBeLessThanOrEqual(3)
  })

  it('filters by game type and leaves out other merchants, trial money and old wins', async () => {
    expect(await board('?gameCategory=LIVE')).toEqual([])
    expect((await board('?gameCategory=rng')).length).toBeGreaterThan(0)
    expect(await board('', { merchant: 'demo2' })).toEqual([])
    clock.advance(WINNER_WINDOW_MS + 60_000)
    expect(await board()).toEqual([])
  })

  it('answers bad parameters with the envelope, not a 500', async () => {
    for (const q of ['?limitNum=0', '?limitNum=500', '?gameCategory=%3Cscript%3E']) {
      const res = await t.app.inject({ url: `${BOARD}${q}` })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, errorCode: expect.any(String) })
    }
  })
})

// Keeps the import honest: the seed players exist as ordinary members.
describe('winner seed', () => {
  it('creates the winner players as regular members of the demo merchant', async () => {
    const rows = await t.database.db.select({ u: members.username, type: members.type }).from(members)
    for (const name of WINNER_PLAYERS) expect(rows.find((r) => r.u === name)?.type).toBe(0)
  })
})
