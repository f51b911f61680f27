import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { inhousePlayApp } from '../../../test/inhouse.ts'
import { loginAs, memberIdOf } from '../../../test/members.ts'
import { fairSeeds, gameRounds } from '../../db/schema.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { fairFloats } from './games.ts'
import { drawDigits, LOTTERY_CODE } from './lottery.ts'
import { createProviderService, type ProviderService } from './provider-service.ts'

const { t, clock, get, postJson, gameSession } = inhousePlayApp()
let provider: ProviderService
beforeAll(() => {
  provider = createProviderService(t.database.db, clock)
})
const memberId = (username: string) => memberIdOf(t.database.db, username)
/** The member's balance as the ledger holds it (the account row moved only by postings). */
const ledgerBalance = async (username: string, currency = 'PHP') =>
  memberBalance(t.database.db, await memberId(username), currency)

interface LotteryItem {
  gameCode: string
  vendor: string
  nodeId: number
  displayName: string
}
async function pick3() {
  const list = (await get(null, '/lgw/games/mobile?prizeMode=Lott')).json().value as LotteryItem[]
  const g = list.find((x) => x.gameCode === LOTTERY_CODE)
  expect(g).toMatchObject({ vendor: 'INHOUSE', displayName: 'Parlor Pick 3' })
  return g as LotteryItem
}
/** The lottery launch exactly as the web's /m/launchGame sends it (wire-contract §7.4). */
const lotteryLaunch = async (token: string, nodeId: number, vendor = 'INHOUSE', code = LOTTERY_CODE) =>
  get(
    token,
    `/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&nodeId=${nodeId}&vassalage=${vendor}&lottoPrizeMode=Lott&lottoGameCode=${code}&lottoView=betting&device=MOBILE&platform=html5&clientType=2&accountType=1&backUrl=/m/moreLottery`,
  )
async function openPick3(username: string) {
  const token = await loginAs(t.app, username)
  const res = await lotteryLaunch(token, (await pick3()).nodeId)
  expect(res.statusCode, res.body).toBe(200)
  const url = res.json().value.content.game_url as string
  const h = await gameSession(url, LOTTERY_CODE)
  // The page reads its state first; that commits the member's seed pair.
  expect((await get(null, '/games/inhouse/api/state', h)).statusCode).toBe(200)
  return { token, url, h }
}
/** The digits the member's next draw will show, read from the committed seed (the test knows the secret). */
async function nextDraw(username: string) {
  const [s] = await t.database.db
    .select()
    .from(fairSeeds)
    .where(eq(fairSeeds.memberId, await memberId(username)))
  if (!s) throw new Error('no seed yet')
  return drawDigits(fairFloats(s.serverSeed, s.clientSeed, s.nonce, 3))
}
const buy = (h: Record<string, string>, kind: string, picks: number[], bet = '2.00') =>
  postJson('/games/inhouse/api/play', { bet, params: { game: LOTTERY_CODE, kind, picks } }, h)

describe('in-house lottery launch', () => {
  it('lists Parlor Pick 3 in the lottery gateway and launches it in LOTT mode to its own page', async () => {
    const g = await pick3()
    const popular = (await get(null, '/lgw/games/popular')).json().value as LotteryItem[]
    expect(popular.map((p) => p.gameCode)).toContain(LOTTERY_CODE)
    const { url, token } = await openPick3('demo')
    // Launched in English (the helper's Language header): the page is served in English.
    expect(url).toMatch(/^\/games\/inhouse\/inhouse_lott_001\?t=[\w-]{20,}&lang=EN$/)
    expect(url).not.toContain(token)
    const page = await get(null, '/games/inhouse/inhouse_lott_001')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('/games/inhouse/assets/lottery.js')
    expect(page.body).not.toMatch(/<script>(?!<)/)
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
    expect((await get(null, '/games/inhouse/assets/lottery.js')).statusCode).toBe(200)
    expect((await get(null, '/games/inhouse/assets/lottery.css')).statusCode).toBe(200)
    // The launch is a recent game like any other.
    const recent = (await get(token, '/wps/relay/GCS_recentGame?page=1&pageSize=25')).json().value
    expect(recent.list[0]).toMatchObject({ nodeId: g.nodeId, gameType: 'LOTT' })
  })

  it('opens third-party lottery rows on the lottery engine screen', async () => {
    const token = await loginAs(t.app, 'demo')
    const list = (await get(null, '/lgw/games/mobile?prizeMode=Lott')).json().value as LotteryItem[]
    const elott = (
      (await get(null, '/lgw/games/mobile?prizeMode=Elott')).json().value as LotteryItem[]
    )[0] as LotteryItem
    for (const g of [
      list.find((x) => x.vendor === 'TCG_LOTTO_VN'),
      list.find((x) => x.vendor === 'TCG_SEA'),
      elott,
    ] as (LotteryItem & { lotteryCode: string })[]) {
      const res = await lotteryLaunch(token, g.nodeId, g.vendor, 'lobby')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().value.content.game_url).toBe(`/m/startLottery?gameCode=${g.lotteryCode}`)
    }
  })
})

describe('in-house lottery tickets', () => {
  it('a winning straight ticket pays 950 times the stake, once, and shows in the history', async () => {
    const { h } = await openPick3('lina')
    const state = (await get(null, '/games/inhouse/api/state', h)).json().value
    expect(state).toMatchObject({ game: LOTTERY_CODE, name: 'Parlor Pick 3', currency: 'PHP', balanceMinor: '100000' })
    const draw = await nextDraw('lina')
    const res = await buy(h, 'straight', draw, '1.00')
    expect(res.statusCode, res.body).toBe(200)
    const v = res.json().value
    expect(v.outcome).toMatchObject({ draw, picks: draw, kind: 'straight', multiplier: 950 })
    expect(v.payout).toBe('95000')
    expect(v.balanceMinor).toBe(String(100_000 - 100 + 95_000))
    expect(await ledgerBalance('lina')).toBe(194_900n)

    // A repeated delivery of the payout answers the first result; a second payout is refused.
    const again = await provider.win('INHOUSE', {
      transactionId: `${v.roundId}-win`,
      roundId: v.roundId,
      playerId: await memberId('lina'),
      amount: 95_000n,
    })
    expect(again).toMatchObject({ replayed: true, balance: 194_900n })
    await expect(
      provider.win('INHOUSE', {
        transactionId: `${v.roundId}-win-2`,
        roundId: v.roundId,
        playerId: await memberId('lina'),
        amount: 95_000n,
      }),
    ).rejects.toMatchObject({ errorCode: 'provider.round.already.settled' })
    expect(await ledgerBalance('lina')).toBe(194_900n)

    const history = (await get(null, '/games/inhouse/api/history', h)).json().value.rounds
    expect(history[0]).toMatchObject({
      roundId: v.roundId,
      status: 'settled',
      bet: '100',
      payout: '95000',
      params: { game: LOTTERY_CODE, kind: 'straight', picks: draw },
      outcome: { draw },
    })
  })

  it('a losing ticket costs exactly the stake; a box pays in any order; history is newest first', async () => {
    const { h } = await openPick3('marco')
    const draw = await nextDraw('marco')
    const losing = draw.map((d) => (d + 1) % 10)
    const lost = (await buy(h, 'straight', losing)).json().value
    expect(lost).toMatchObject({ payout: '0', balanceMinor: String(100_000 - 200) })
    expect(await ledgerBalance('marco')).toBe(99_800n)

    const next = await nextDraw('marco')
    const reversed = [...next].reverse()
    // Three equal drawn digits (1 in 100) cannot be boxed: then the box ticket is a sure loss.
    const triple = new Set(next).size === 1
    const d0 = next[0] as number
    const won = (await buy(h, 'box', triple ? [d0, d0, (d0 + 1) % 10] : reversed)).json().value
    expect(Number(won.payout)).toBe(triple ? 0 : 200 * (new Set(next).size === 3 ? 158 : 316))
    expect(await ledgerBalance('marco')).toBe(99_800n - 200n + BigInt(won.payout))

    const history = (await get(null, '/games/inhouse/api/history', h)).json().value.rounds
    expect(history.map((r: { roundId: string }) => r.roundId)).toEqual([won.roundId, lost.roundId])
    const [r] = await t.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, 'INHOUSE'), eq(gameRounds.roundId, lost.roundId)))
    expect(r).toMatchObject({ status: 'settled', winMinor: 0n, betMinor: 200n, gameCode: LOTTERY_CODE })
  })

  it('refuses bad tickets and stakes above the balance without moving money', async () => {
    const { h } = await openPick3('jun')
    for (const [kind, picks] of [
      ['box', [7, 7, 7]],
      ['straight', [1, 2]],
      ['straight', [1, 2, 12]],
    ] as const) {
      const res = await buy(h, kind, [...picks])
      expect(res.statusCode).toBe(400)
      expect(res.json().errorCode).toMatch(/inhouse.bet.invalid|request_param_err/)
    }
    const bogusKind = await postJson(
      '/games/inhouse/api/play',
      { bet: '1.00', params: { game: LOTTERY_CODE, kind: 'combo', picks: [1, 2, 3] } },
      h,
    )
    expect(bogusKind.statusCode).toBe(400)
    const tooMuch = await buy(h, 'straight', [1, 2, 3], '1000.01')
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().errorCode).toBe('wallet.insufficient.balance')
    expect(await ledgerBalance('jun')).toBe(100_000n)
    expect((await get(null, '/games/inhouse/api/history', h)).json().value.rounds).toHaveLength(0)
  })

  it('a ticket whose draw never came is rolled back: the stake returns and a late payout is refused', async () => {
    const { h } = await openPick3('rico')
    const rico = await memberId('rico')
    await provider.bet('INHOUSE', {
      transactionId: 'lott-dead-bet',
      roundId: 'lott-dead',
      playerId: rico,
      currency: 'PHP',
      gameCode: LOTTERY_CODE,
      amount: 500n,
      detail: { params: { game: LOTTERY_CODE, kind: 'straight', picks: [4, 5, 6] } },
    })
    expect(await ledgerBalance('rico')).toBe(99_500n)
    const open = (await get(null, '/games/inhouse/api/history', h)).json().value.rounds[0]
    expect(open).toMatchObject({ roundId: 'lott-dead', status: 'open', outcome: null })
    const back = await provider.rollback('INHOUSE', {
      transactionId: 'lott-dead-rb',
      roundId: 'lott-dead',
      playerId: rico,
      betTransactionId: 'lott-dead-bet',
    })
    expect(back.balance).toBe(100_000n)
    // Delivered twice, refunded once.
    const replay = await provider.rollback('INHOUSE', {
      transactionId: 'lott-dead-rb',
      roundId: 'lott-dead',
      playerId: rico,
      betTransactionId: 'lott-dead-bet',
    })
    expect(replay).toMatchObject({ replayed: true, balance: 100_000n })
    await expect(
      provider.win('INHOUSE', { transactionId: 'lott-late-win', roundId: 'lott-dead', playerId: rico, amount: 9_000n }),
    ).rejects.toMatchObject({ errorCode: 'provider.round.already.rolled.back' })
    expect(await ledgerBalance('rico')).toBe(100_000n)
    expect((await get(null, '/games/inhouse/api/history', h)).json().value.rounds[0]).toMatchObject({
      status: 'rolled_back',
    })
  })
})

describe('guest trial of in-house games', () => {
  it('launches without login as a fresh trial account holding demo money only', async () => {
    const list = (await get(null, '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE')).json().value.games
    const dice = list.find((g: { gameCode: string }) => g.gameCode === 'inhouse_rng_002')
    expect(dice.supportPlay).toBe(0)
    const res = await get(
      null,
      `/wps/relay/GCS_gameTrialLaunch?gameId=inhouse_rng_002&nodeId=${dice.nodeId}&platform=html5&backUrl=/m/gameList`,
    )
    expect(res.statusCode, res.body).toBe(200)
    const url = res.json().value.content.game_url as string
    expect(url).toMatch(/^\/games\/inhouse\/inhouse_rng_002\?t=/)
    const h = await gameSession(url, 'inhouse_rng_002')
    const state = (await get(null, '/games/inhouse/api/state', h)).json().value
    expect(state).toMatchObject({ currency: 'DEMO', balanceMinor: '100000', backUrl: '/m/gameList' })
    const played = await postJson(
      '/games/inhouse/api/play',
      { bet: '1.00', params: { game: 'inhouse_rng_002', side: 'lo', chance: 50 } },
      h,
    )
    expect(played.statusCode, played.body).toBe(200)
    expect(played.json().value.balanceMinor).toBe(String(100_000 - 100 + Number(played.json().value.payout)))
    // Two guests never share an account.
    const second = (
      await get(null, `/wps/relay/GCS_gameTrialLaunch?gameId=inhouse_rng_002&nodeId=${dice.nodeId}&platform=html5`)
    ).json().value.content.game_url as string
    const h2 = await gameSession(second, 'inhouse_rng_002')
    expect((await get(null, '/games/inhouse/api/state', h2)).json().value.balanceMinor).toBe('100000')
  })

  it('caps trial accounts per address', async () => {
    const list = (await get(null, '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE')).json().value.games
    const slot = list.find((g: { gameCode: string }) => g.gameCode === 'inhouse_rng_001')
    const once = () =>
      t.app.inject({
        method: 'GET',
        url: `/wps/relay/GCS_gameTrialLaunch?nodeId=${slot.nodeId}&platform=html5`,
        remoteAddress: '203.0.113.9',
      })
    for (let i = 0; i < 20; i++) expect((await once()).statusCode).toBe(200)
    const refused = await once()
    expect(refused.statusCode).toBe(429)
    expect(refused.json().errorCode).toBe('TOO_MANY_REQUEST')
  })
})
