import { type Language, LANGUAGE_TAGS, routes } from '@parlor/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inhousePlayApp, launchTokenOf } from '../../../test/inhouse.ts'
import { loginAs, memberIdOf } from '../../../test/members.ts'
import { gameRounds } from '../../db/schema.ts'
import { inhousePublicFolder } from '../../lib/runtime-paths.ts'
import { createSessionRepository } from '../session/session-repository.ts'
import { seedHash } from './games.ts'
import { createInhouseService } from './inhouse-service.ts'
import { createProviderService } from './provider-service.ts'
import { readTexts } from './page-texts.ts'

const { t, clock, get, postJson, nodeIdOf, launch, gameSession } = inhousePlayApp()
const balance = async (token: string) => (await get(token, '/wps/v2/wallets/balance')).json().value.sumBalance as number

describe('in-house launch', () => {
  it('answers a same-origin page URL with a single-use launch token, never the session token', async () => {
    const token = await loginAs(t.app, 'demo')
    const url = await launch(token, 'inhouse_rng_001')
    // The launch asked in English (the helper's Language header): the page is in English.
    expect(url).toMatch(/^\/games\/inhouse\/inhouse_rng_001\?t=[\w-]{20,}&lang=EN$/)
    expect(url).not.toContain(token)
    const page = await get(null, url)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).not.toMatch(/<script>(?!<)/)
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
    // The page scripts load modules of their own (the shared page parts, the back link): each is served.
    const served = new Set<string>()
    for (const scripts = ['game.js', 'lottery.js', 'verify.js']; scripts.length > 0; ) {
      const file = scripts.pop() as string
      if (served.has(file)) continue
      served.add(file)
      const res = await get(null, `/games/inhouse/assets/${file}`)
      expect(res.statusCode, file).toBe(200)
      for (const [, imported] of res.body.matchAll(/from '\.\/([\w-]+\.js)'/g)) scripts.push(imported as string)
    }
    expect(served).toContain('back-link.js')
    expect(served).toContain('i18n.js')
    const tok = launchTokenOf(url)
    expect((await postJson('/games/inhouse/api/session', { token: tok, game: 'inhouse_rng_001' })).statusCode).toBe(200)
    const again = await postJson('/games/inhouse/api/session', { token: tok, game: 'inhouse_rng_001' })
    expect(again.statusCode).toBe(401)
    expect(again.json().errorCode).toBe('inhouse.launch.token.invalid')
  })

  it('refuses a launch token after two minutes, or for another game', async () => {
    const token = await loginAs(t.app, 'agent')
    const url = await launch(token, 'inhouse_rng_002')
    const tok = launchTokenOf(url)
    expect((await postJson('/games/inhouse/api/session', { token: tok, game: 'inhouse_rng_001' })).statusCode).toBe(401)
    clock.advance(2 * 60_000 + 1)
    expect((await postJson('/games/inhouse/api/session', { token: tok, game: 'inhouse_rng_002' })).statusCode).toBe(401)
  })
})

describe("in-house pages in the member's language", () => {
  const html = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  /** Launches as the web app does, with the app's language in the Language header. */
  const launchIn = async (token: string, gameCode: string, language: Language) => {
    const res = await get(token, `/wps/game/launchGame?launchMode=GLS&nodeId=${await nodeIdOf(gameCode)}`, { language })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().value.content.game_url as string
  }

  it.each([
    ['CN', 'inhouse_rng_002', 'ltr'],
    ['UR', 'inhouse_rng_001', 'rtl'],
    ['TY', 'inhouse_rng_003', 'ltr'],
    ['PT-BR', 'inhouse_rng_001', 'ltr'],
    ['JA', 'inhouse_rng_002', 'ltr'],
  ] as const)('a launch in %s opens %s in that language', async (lang, game, dir) => {
    const token = await loginAs(t.app, 'demo')
    const url = await launchIn(token, game, lang)
    expect(new URL(url, 'http://x').searchParams.get('lang')).toBe(lang)
    const texts = readTexts(inhousePublicFolder, lang)
    const page = await get(null, url)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<html lang="${LANGUAGE_TAGS[lang]}" dir="${dir}" data-lang="${lang}">`)
    expect(page.body).toContain(`<title>${html(texts[`game.${game}`] as string)}</title>`)
    for (const key of ['nav.back', 'nav.backTo', 'common.play', 'common.bet', 'fair.title', 'fair.rotate'])
      expect(page.body, key).toContain(html(texts[key] as string))
    expect(page.body).toContain(`href="/games/inhouse/verify?lang=${lang}"`)
    expect(page.body).not.toMatch(/\{\{|\}\}/)
    // The dictionary the page's scripts fetch is that language's, whole.
    const dict = await get(null, `/games/inhouse/assets/i18n-${lang.toLowerCase()}.json`)
    expect(dict.headers['content-type']).toContain('application/json')
    expect(dict.json()).toEqual(texts)
    // The page's calls name its language, and the server's refusals come back in it.
    const refusal = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/games/inhouse/api/session',
        headers: { language },
        payload: { token: 'not-a-real-launch-token', game },
      })
    const [own, english] = await Promise.all([refusal(lang), refusal('EN')])
    expect(own.json().errorCode).toBe('inhouse.launch.token.invalid')
    expect(own.json().message).not.toBe(english.json().message)
  })

  it('opens Parlor Pick 3 from the lottery gateway in the launch language', async () => {
    const token = await loginAs(t.app, 'demo')
    const list = (await get(null, '/lgw/games/mobile?prizeMode=Lott')).json().value as {
      gameCode: string
      nodeId: number
    }[]
    const nodeId = list.find((g) => g.gameCode === 'inhouse_lott_001')?.nodeId
    const res = await get(token, `/wps/game/launchGame?launchMode=LOTT&nodeId=${nodeId}&vassalage=INHOUSE`, {
      language: 'TW',
    })
    const url = res.json().value.content.game_url as string
    expect(url).toMatch(/&lang=TW$/)
    const texts = readTexts(inhousePublicFolder, 'TW')
    const page = (await get(null, url)).body
    expect(page).toContain('<html lang="zh-TW" dir="ltr" data-lang="TW">')
    for (const key of ['game.inhouse_lott_001', 'lottery.buy', 'lottery.quickPick', 'lottery.myTickets'])
      expect(page, key).toContain(html(texts[key] as string))
  })

  it("serves the verify page in ?lang=, else the browser's language, else English", async () => {
    const verify = (query: string, acceptLanguage?: string) =>
      get(null, `/games/inhouse/verify${query}`, acceptLanguage ? { 'accept-language': acceptLanguage } : {})
    const ur = await verify('?lang=UR', 'en-US')
    expect(ur.body).toContain('<html lang="ur" dir="rtl" data-lang="UR">')
    expect(ur.body).toContain(html(readTexts(inhousePublicFolder, 'UR')['verify.recompute'] as string))
    expect(ur.headers.vary).toContain('accept-language')
    const ko = await verify('', 'ko-KR,ko;q=0.9,en;q=0.8')
    expect(ko.body).toContain('<html lang="ko" dir="ltr" data-lang="KO">')
    const fallback = await verify('', 'de-DE')
    expect(fallback.body).toContain('<html lang="en" dir="ltr" data-lang="EN">')
    expect(fallback.body).toContain('>Recompute</button>')
  })
})

describe('in-house play', () => {
  it('settles rounds through the wallet: the balance moves by exactly bet and payout', async () => {
    const token = await loginAs(t.app, 'lina')
    const h = await gameSession(await launch(token, 'inhouse_rng_001'), 'inhouse_rng_001')
    const state = (await get(null, '/games/inhouse/api/state', h)).json().value
    expect(state).toMatchObject({
      game: 'inhouse_rng_001',
      currency: 'PHP',
      rtp: 0.96,
      backUrl: '/m/gameList',
      balanceMinor: '100000',
    })
    let expected = 100_000n
    for (let i = 0; i < 10; i++) {
      const r = await postJson('/games/inhouse/api/play', { bet: '5.00', params: { game: 'inhouse_rng_001' } }, h)
      expect(r.statusCode, r.body).toBe(200)
      const v = r.json().value
      expected += BigInt(v.payout) - 500n
      expect(v.balanceMinor).toBe(expected.toString())
      expect(v.fair).toMatchObject({ serverSeedHash: state.fair.serverSeedHash, nonce: i })
    }
    expect(await balance(token)).toBe(Number(expected) / 100)
    const linaId = await memberIdOf(t.database.db, 'lina')
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, linaId))
    expect(rounds).toHaveLength(10)
    expect(rounds.every((r) => r.status === 'settled')).toBe(true)
    // The betting record and the account record list them, paged and filtered.
    const rec = (await get(token, '/wps/game/records?pageSize=4&vassalage=INHOUSE&gameCode=inhouse_rng_001')).json()
      .value
    expect(rec).toMatchObject({ totalCount: 10, totalPages: 3, pageNum: 1 })
    expect(rec.list[0]).toMatchObject({ gameCode: 'inhouse_rng_001', status: 'settled', bet: 5, currency: 'PHP' })
    const net = (await get(token, '/wps/game/records?pageSize=100'))
      .json()
      .value.list.reduce((n: number, r: { net: number }) => n + r.net, 0)
    expect(Math.round(net * 100)).toBe(Number(expected - 100_000n))
    expect((await get(token, '/wps/game/records?endDate=2000-01-01')).json().value.totalCount).toBe(0)
    const bets = (await get(token, '/wps/wallets/records?type=bet&pageSize=100')).json().value
    expect(bets.totalCount).toBe(10)
    expect(bets.list[0]).toMatchObject({ type: 'bet', amount: -5 })

    // Another game's bet settles the same way; a bet for a game the session is not for is refused.
    const wrong = await postJson(
      '/games/inhouse/api/play',
      { bet: '1.00', params: { game: 'inhouse_rng_002', side: 'lo', chance: 50 } },
      h,
    )
    expect(wrong.statusCode).toBe(400)
    const badBet = await postJson('/games/inhouse/api/play', { bet: '0.01', params: { game: 'inhouse_rng_001' } }, h)
    expect(badBet.json().errorCode).toBe('inhouse.bet.invalid')
    expect((await get(null, '/games/inhouse/api/state', { 'x-game-session': 'nope' })).statusCode).toBe(401)
  })

  it('reveals the committed seed on rotation, and the verify call recomputes a played round', async () => {
    const token = await loginAs(t.app, 'marco')
    const h = await gameSession(await launch(token, 'inhouse_rng_002'), 'inhouse_rng_002')
    const params = { game: 'inhouse_rng_002', side: 'hi', chance: 40 }
    const played = (await postJson('/games/inhouse/api/play', { bet: '2.00', params }, h)).json().value
    const rotated = (await postJson('/games/inhouse/api/seed', { clientSeed: 'my-own-seed' }, h)).json().value
    expect(seedHash(rotated.revealed.serverSeed)).toBe(played.fair.serverSeedHash)
    expect(rotated.next).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 })
    const q = new URLSearchParams({
      serverSeed: rotated.revealed.serverSeed,
      clientSeed: played.fair.clientSeed,
      nonce: String(played.fair.nonce),
      bet: '2.00',
      params: JSON.stringify(params),
    })
    const verified = (await get(null, `/games/inhouse/api/verify?${q}`)).json().value
    expect(verified.payout).toBe(played.payout)
    expect(verified.outcome).toEqual(played.outcome)
    expect((await get(null, '/games/inhouse/verify')).statusCode).toBe(200)
  })

  it("keeps each pair's nonces in order when two server instances take turns, and across a rotation", async () => {
    const token = await loginAs(t.app, 'subagent')
    const h = await gameSession(await launch(token, 'inhouse_rng_001'), 'inhouse_rng_001')
    // A second instance on the same database, with its own memory of where each pair stands.
    const db = t.database.db
    const other = createInhouseService({
      db,
      clock,
      provider: createProviderService(db, clock),
      sessions: createSessionRepository(db),
      idleMs: t.config.session.idleMs,
    })
    const session = await other.session(h['x-game-session'])
    const params = { game: 'inhouse_rng_001' } as const
    const start = BigInt((await get(null, '/games/inhouse/api/state', h)).json().value.balanceMinor)
    const here = async () => {
      const r = await postJson('/games/inhouse/api/play', { bet: '1.00', params }, h)
      expect(r.statusCode, r.body).toBe(200)
      return r.json().value as { fair: { seedId: number; nonce: number }; payout: string; balanceMinor: string }
    }
    const there = () => other.play(session, 100n, params)
    // Each instance in turn, twice in a row on each, then a rotation through this one.
    const turns = [here, here, there, there, here, there]
    const played = []
    for (const turn of turns) played.push(await turn())
    const first = played[0]?.fair.seedId
    expect(played.map((p) => [p.fair.seedId, p.fair.nonce])).toEqual(turns.map((_, i) => [first, i]))
    await postJson('/games/inhouse/api/seed', { clientSeed: 'subagent-seed' }, h)
    // The other instance still knows the revealed pair: its round goes on the new one, from 0.
    const after = [await there(), await here(), await there()]
    const next = after[0]?.fair.seedId
    expect(next).not.toBe(first)
    expect(after.map((p) => [p.fair.seedId, p.fair.nonce])).toEqual([
      [next, 0],
      [next, 1],
      [next, 2],
    ])
    const all = [...played, ...after]
    const net = all.reduce((n, p) => n + BigInt(p.payout) - 100n, 0n)
    expect(all.at(-1)?.balanceMinor).toBe((start + net).toString())
    const rounds = await db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.memberId, await memberIdOf(db, 'subagent')))
    expect(rounds.map((r) => r.roundId).sort()).toEqual(
      all.map((p) => `${session.id}-${p.fair.seedId}-${p.fair.nonce}`).sort(),
    )
    expect(rounds.every((r) => r.status === 'settled' && r.betMinor === 100n)).toBe(true)
  })

  it('answers every game call in the shape its contract entry states, for each game', async () => {
    const token = await loginAs(t.app, 'rico')
    const plays = [
      { game: 'inhouse_rng_001' },
      { game: 'inhouse_rng_002', side: 'lo', chance: 50 },
      { game: 'inhouse_rng_003', target: 150 },
      { game: 'inhouse_lott_001', kind: 'box', picks: [1, 2, 2] },
    ]
    const value = async (res: Promise<{ statusCode: number; body: string; json(): { value: unknown } }>) => {
      const r = await res
      expect(r.statusCode, r.body).toBe(200)
      return r.json().value
    }
    routes.inhouseRules.value.parse(await value(get(null, '/games/inhouse/api/rules')))
    // The lottery is launched from the lottery gateway, in LOTT mode.
    const lottery = async () => {
      const list = (await value(get(null, '/lgw/games/mobile?prizeMode=Lott'))) as {
        gameCode: string
        nodeId: number
      }[]
      const nodeId = list.find((g) => g.gameCode === 'inhouse_lott_001')?.nodeId
      const res = await value(get(token, `/wps/game/launchGame?launchMode=LOTT&nodeId=${nodeId}&vassalage=INHOUSE`))
      return (res as { content: { game_url: string } }).content.game_url
    }
    for (const params of plays) {
      const url = params.game === 'inhouse_lott_001' ? await lottery() : await launch(token, params.game)
      const session = await value(
        postJson('/games/inhouse/api/session', { token: launchTokenOf(url), game: params.game }),
      )
      const h = { 'x-game-session': routes.inhouseSession.value.parse(session).sessionToken }
      routes.inhouseState.value.parse(await value(get(null, '/games/inhouse/api/state', h)))
      const played = routes.inhousePlay.value.parse(
        await value(postJson('/games/inhouse/api/play', { bet: '5.00', params }, h)),
      )
      const history = routes.inhouseHistory.value.parse(await value(get(null, '/games/inhouse/api/history', h)))
      expect(history.rounds[0]).toMatchObject({ roundId: played.roundId, params, outcome: played.outcome })
      const rotated = routes.inhouseSeed.value.parse(
        await value(postJson('/games/inhouse/api/seed', { clientSeed: 'shape' }, h)),
      )
      const q = new URLSearchParams({
        serverSeed: rotated.revealed.serverSeed,
        clientSeed: played.fair.clientSeed,
        nonce: String(played.fair.nonce),
        bet: '5.00',
        params: JSON.stringify(params),
      })
      routes.inhouseVerify.value.parse(await value(get(null, `/games/inhouse/api/verify?${q}`)))
    }
  })

  it('answers #734 while a round is open in another game session, and refunds it once abandoned', async () => {
    const token = await loginAs(t.app, 'jun')
    const h = await gameSession(await launch(token, 'inhouse_rng_003'), 'inhouse_rng_003')
    const state = (await get(null, '/games/inhouse/api/state', h)).json().value
    const junId = await memberIdOf(t.database.db, 'jun')
    // A round whose page died between bet and win.
    const { createProviderService } = await import('./provider-service.ts')
    const provider = createProviderService(t.database.db, clock)
    await provider.bet('INHOUSE', {
      transactionId: 'dead-bet',
      roundId: 'dead-round',
      playerId: junId,
      currency: state.currency,
      gameCode: 'inhouse_rng_003',
      amount: 1_000n,
    })
    expect(await balance(token)).toBe(990)
    const busy = await get(token, `/wps/game/launchGame?launchMode=GLS&nodeId=${await nodeIdOf('inhouse_rng_001')}`)
    expect(busy.json().errorCode).toBe('#734')
    clock.advance(61_000)
    await launch(token, 'inhouse_rng_001')
    expect(await balance(token)).toBe(1000)
  })
})
