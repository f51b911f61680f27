import { RECENT_CAP } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import type { LaunchRequest, VendorAdapter } from './vendor-adapters.ts'

/**
 * A provider behind the documented adapter interface, standing in for a vendor whose real
 * service cannot run here. It records launches and can hold a round open.
 */
function recordingAdapter() {
  const launches: LaunchRequest[] = []
  const open = new Set<number>()
  const adapter: VendorAdapter = {
    async launch(req) {
      launches.push(req)
      return { url: `https://games.example/play/${req.game.gameCode}?lang=${req.language}` }
    },
    async launchTrial(req) {
      return { url: `https://games.example/demo/${req.game.gameCode}` }
    },
    async hasOpenRound(memberId) {
      return open.has(memberId)
    },
  }
  return { adapter, launches, open }
}

let t: TestContext
const jl = recordingAdapter()
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { vendorAdapters: { JL: jl.adapter } })
})
afterAll(() => t.close())

const as = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: token, language: 'EN' } : { language: 'EN' },
    ...(payload ? { payload } : {}),
  })

async function nodeIdOf(query: string): Promise<number[]> {
  const res = await as(null, 'GET', `/wps/relay/GCSGAME_gameList?${query}`)
  return res.json().value.games.map((g: { nodeId: number }) => g.nodeId)
}

describe('favourites', () => {
  it('are member-only', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['GET', '/wps/relay/GCS_recentGame'],
      ['GET', '/wps/game/launchGame?launchMode=GLS&nodeId=1'],
    ] as const) {
      const res = await as(null, method, url)
      expect(res.statusCode, url).toBe(401)
      expect(res.json().errorCode).toBe('customer.not.login')
    }
    const add = await as(null, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: '1' })
    expect(add.statusCode).toBe(401)
  })

  it('add (twice is harmless), list as strings and pages, remove; isolated per member', async () => {
    const demo = await loginAs(t.app, 'demo')
    const lina = await loginAs(t.app, 'lina')
    const [a, b, c] = await nodeIdOf('gameType=RNG&vassalage=JL&pageSize=3')
    for (const id of [a, b, c, a]) {
      const res = await as(demo, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: String(id), vendor: 'JL' })
      expect(res.statusCode, res.body).toBe(200)
    }
    const ids = (await as(demo, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value
    expect(new Set(ids)).toEqual(new Set([String(a), String(b), String(c)]))
    const paged = (
      await as(demo, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=2&gameType=RNG')
    ).json().value
    expect(paged.content).toHaveLength(2)
    expect(paged.totalPages).toBe(2)
    expect((await as(lina, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value).toEqual([])
    // Another member removing the game changes nothing for demo.
    await as(lina, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId: a })
    expect((await as(demo, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value).toHaveLength(3)
    await as(demo, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId: String(a) })
    expect((await as(demo, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value).not.toContain(String(a))
    const fish = (await as(demo, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList?gameType=FISH')).json().value
    expect(fish.content).toEqual([])
  })

  it('refuses unknown games and games the merchant does not offer', async () => {
    const demo = await loginAs(t.app, 'demo')
    const res = await as(demo, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 999999 })
    expect(res.statusCode).toBe(404)
    expect(res.json().errorCode).toBe('game.not.found')
    const bad = await as(demo, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 'abc' })
    expect(bad.json().errorCode).toBe('request_param_err')
  })
})

describe('recent games and launch', () => {
  it('launch answers the vendor URL, records a recent game, newest first without duplicates', async () => {
    const token = await loginAs(t.app, 'marco')
    const [a, b] = await nodeIdOf('gameType=RNG&vassalage=JL&pageSize=2')
    for (const id of [a, b, a]) {
      const res = await as(
        token,
        'GET',
        `/wps/game/launchGame?launchMode=GLS&platform=html5&clientType=2&nodeId=${id}&vassalage=JL&accountType=1&language=EN`,
      )
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().value.content.game_url).toMatch(/^https:\/\/games\.example\/play\//)
    }
    expect(jl.launches.at(-1)).toMatchObject({ accountType: 1, language: 'EN', member: { username: 'marco' } })
    const recent = (await as(token, 'GET', '/wps/relay/GCS_recentGame?page=1&pageSize=25&clientType=2')).json().value
    expect(recent.list.map((g: { nodeId: number }) => g.nodeId)).toEqual([a, b])
  })

  it('keeps at most the cap, dropping the oldest', async () => {
    const token = await loginAs(t.app, 'jun')
    const ids = await nodeIdOf(`gameType=RNG&vassalage=PGS&pageSize=${RECENT_CAP + 5}`)
    for (const id of ids)
      expect((await as(token, 'GET', `/wps/relay/MCS2_addRecentGame?nodeId=${id}`)).statusCode).toBe(200)
    const recent = (await as(token, 'GET', `/wps/relay/GCS_recentGame?pageSize=100`)).json().value
    expect(recent.totalCount).toBe(RECENT_CAP)
    expect(recent.list[0].nodeId).toBe(ids.at(-1))
    expect(recent.list.map((g: { nodeId: number }) => g.nodeId)).not.toContain(ids[0])
  })

  it('#727 without launchMode, #734 with a round open, vendor not available without an adapter', async () => {
    const token = await loginAs(t.app, 'demo')
    const [jlGame] = await nodeIdOf('gameType=RNG&vassalage=JL&pageSize=1')
    const noMode = await as(token, 'GET', `/wps/game/launchGame?nodeId=${jlGame}`)
    expect(noMode.statusCode).toBe(400)
    expect(noMode.json().errorCode).toBe('#727')
    const demoId = (await as(token, 'GET', '/wps/member/info')).json().value.id
    jl.open.add(demoId)
    const busy = await as(token, 'GET', `/wps/game/launchGame?launchMode=GLS&nodeId=${jlGame}`)
    expect(busy.json().errorCode).toBe('#734')
    jl.open.delete(demoId)
    const [pgs] = await nodeIdOf('gameType=RNG&vassalage=PGS&pageSize=1')
    const none = await as(token, 'GET', `/wps/game/launchGame?launchMode=GLS&nodeId=${pgs}`)
    expect(none.statusCode).toBe(503)
    expect(none.json()).toMatchObject({ errorCode: 'vendor.not.available' })
    expect(none.json().message).toContain('Pocket Games Studio')
    const wrongVendor = await as(token, 'GET', `/wps/game/launchGame?launchMode=GLS&nodeId=${pgs}&vassalage=JL`)
    expect(wrongVendor.json().errorCode).toBe('game.not.found')
  })

  it('trial launch without login only for games that allow free play', async () => {
    const games = (await as(null, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JL&pageSize=100')).json()
      .value.games
    const free = games.find((g: { supportPlay: number }) => g.supportPlay === 0)
    const paid = games.find((g: { supportPlay: number }) => g.supportPlay !== 0)
    const ok = await as(
      null,
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?gameId=${free.gameId}&nodeId=${free.nodeId}&platform=html5`,
    )
    expect(ok.json().value.content.game_url).toContain('/demo/')
    const no = await as(null, 'GET', `/wps/relay/GCS_gameTrialLaunch?nodeId=${paid.nodeId}&platform=html5`)
    expect(no.statusCode).toBe(403)
    expect(no.json().errorCode).toBe('game.trial.not.allowed')
  })
})
