import { GAME_PAGE_SIZE, gameListSchema, vendorLanesSchema } from '@parlor/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { buildApp } from '../../app.ts'
import { games, merchants } from '../../db/schema.ts'
import { foldForSearch } from './catalogue-index.ts'
import { createCatalogueRepository } from './catalogue-repository.ts'
import { createCatalogue } from './catalogue-service.ts'
import { firstTileIcons } from './first-tiles.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?${query}`, headers })
  return { status: res.statusCode, body: res.json() }
}

describe('GCSGAME_gameList', () => {
  it('pages through a game type with the original fields', async () => {
    const { status, body } = await list(
      'merchant=demo&platform=html5&clientType=2&gameType=RNG&pageNo=1&pageSize=26&gameName=&gameClassify=&vassalage=&minBet=&isNew=',
    )
    expect(status).toBe(200)
    const v = gameListSchema.parse(body.value)
    expect(v.games).toHaveLength(GAME_PAGE_SIZE)
    expect(v.pageNum).toBe(1)
    expect(v.totalPages).toBe(Math.ceil(v.totalCount / 26))
    expect(v.totalCount).toBeGreaterThan(250)
    expect(v.games.every((g) => g.gameType === 'RNG')).toBe(true)
    expect(v.games[0]).toMatchObject({ vassalage: 'INHOUSE', gameCode: 'inhouse_rng_001' })
    expect(v.games[0]?.iconUrl).toMatch(/^\/cdn\/games\/\d+\.svg$/)
  })

  it('pages are disjoint and cover the whole list; past the end is empty', async () => {
    const first = (await list('gameType=FISH&pageSize=10&pageNo=1')).body.value
    const seen = new Set<number>()
    for (let p = 1; p <= first.totalPages; p++) {
      for (const g of (await list(`gameType=FISH&pageSize=10&pageNo=${p}`)).body.value.games) seen.add(g.nodeId)
    }
    expect(seen.size).toBe(first.totalCount)
    const past = (await list(`gameType=FISH&pageSize=10&pageNo=${first.totalPages + 1}`)).body.value
    expect(past.games).toEqual([])
    expect(past.totalPages).toBe(first.totalPages)
  })

  it('filters by vendor (one or several), classification, new and minimum bet', async () => {
    const one = (await list('gameType=RNG&vassalage=SPB&pageSize=200')).body.value
    expect(one.games.length).toBe(30)
    expect(new Set(one.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['SPB']))
    const two = (await list('gameType=RNG&vassalage=SPB,INHOUSE&pageSize=200')).body.value
    expect(two.totalCount).toBe(33)
    const cls = (await list('gameType=LIVE&gameClassify=ROULETTE&pageSize=200')).body.value
    expect(cls.totalCount).toBeGreaterThan(0)
    expect(cls.games.every((g: { gameClassify: string }) => g.gameClassify === 'ROULETTE')).toBe(true)
    const fresh = (await list('gameType=RNG&isNew=1&pageSize=200')).body.value
    expect(fresh.totalCount).toBeGreaterThan(0)
    expect(fresh.games.every((g: { isNew: boolean }) => g.isNew)).toBe(true)
    const cheap = (await list('gameType=RNG&minBet=0.05&pageSize=500')).body.value
    expect(cheap.totalCount).toBeGreaterThan(0)
    expect(cheap.games.every((g: { minBet: number }) => g.minBet <= 0.05)).toBe(true)
    const all = (await list('gameType=RNG&pageSize=1')).body.value
    expect(cheap.totalCount).toBeLessThan(all.totalCount)
  })

  it('searches names in the caller language, ignoring case and accents', async () => {
    const en = (await list('gameType=RNG&gameName=GOLDEN&pageSize=100', { language: 'EN' })).body.value
    expect(en.totalCount).toBeGreaterThan(0)
    expect(en.games.every((g: { gameName: string }) => /golden/i.test(g.gameName))).toBe(true)
    const ty = (await list(`gameType=RNG&gameName=${encodeURIComponent('gintong')}&pageSize=100`, { language: 'TY' }))
      .body.value
    expect(ty.totalCount).toBe(
      (await list('gameType=RNG&gameName=golden&pageSize=1', { language: 'EN' })).body.value.totalCount,
    )
    expect(ty.games[0].gameName).toMatch(/Gintong/)
    const accented = (
      await list(`gameType=RNG&gameName=${encodeURIComponent('GÍNTÓNG')}&pageSize=1`, { language: 'TY' })
    ).body.value
    expect(accented.totalCount).toBe(ty.totalCount)
    expect(foldForSearch('Máy Đá Ŕ')).toBe('may da r')
  })

  it('answers each merchant only with the vendors it offers', async () => {
    const v = (await list('gameType=RNG&pageSize=500', { merchant: 'demo2' })).body.value
    expect(new Set(v.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['INHOUSE', 'PGS']))
    const jl = (await list('gameType=RNG&vassalage=JL', { merchant: 'demo2' })).body.value
    expect(jl.totalCount).toBe(0)
  })

  it('refuses bad parameters with clear errors', async () => {
    for (const q of [
      'pageNo=-1',
      'pageNo=0',
      'pageSize=100000',
      'pageSize=abc',
      'gameType=POKER',
      'minBet=-1',
      'vassalage=%3Cscript%3E',
      `gameName=${'x'.repeat(101)}`,
    ]) {
      const { status, body } = await list(q)
      expect(status, q).toBe(400)
      expect(body.errorCode, q).toBe('request_param_err')
      expect(body.message, q).toMatch(/\w/)
    }
  })

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({
      url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=100',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBe('gzip')
    const { gunzipSync } = await import('node:zlib')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).value.games).toHaveLength(100)
  })

  it('POST to the GET relay answers #459', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: {} })
    expect(res.json().errorCode).toBe('#459')
  })
})

describe('other catalogue relays', () => {
  it('hot games, optionally by type and vendor', async () => {
    const all = (await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5' })).json().value
    expect(all.list.length).toBeGreaterThan(5)
    expect(all.list.every((g: { isHot: boolean }) => g.isHot)).toBe(true)
    const fish = (await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?gameType=FISH' })).json().value
    expect(fish.list.every((g: { gameType: string }) => g.gameType === 'FISH')).toBe(true)
  })

  it('vendor lanes with cards and classifications', async () => {
    const v = vendorLanesSchema.parse(
      (await t.app.inject({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5' })).json().value,
    )
    const titles = v.data.lanes.map((l) => l.title)
    for (const type of ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'])
      expect(titles).toContain(type)
    const rng = v.data.lanes.find((l) => l.title === 'RNG')
    expect(rng?.cards.map((c) => c.vassalage)).toEqual(['INHOUSE', 'JL', 'PGS', 'SPB'])
    expect(rng?.gameClassify.map((c) => c.key)).toContain('SLOT')
    const cock = v.data.lanes.find((l) => l.title === 'COCKFIGHT')
    expect(cock?.cards[0]).toMatchObject({ vassalage: 'SV3', isGameH5: 'VASSALAGE' })
  })

  it('vendor map by game type, and the vendor list', async () => {
    const content = (
      await t.app.inject({ url: '/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=demo' })
    ).json().value.content
    expect(Object.keys(content.RNG)).toEqual(['INHOUSE', 'JL', 'PGS', 'SPB'])
    expect(content.LIVE.EVO.map((c: { key: string }) => c.key)).toContain('BACCARAT')
    const vendors = (await t.app.inject({ url: '/wps/relay/GCSGAME_getVassalage' })).json().value
    expect(vendors.length).toBeGreaterThanOrEqual(12)
  })

  it('lottery gateway lists', async () => {
    const lott = (await t.app.inject({ url: '/lgw/games/mobile?prizeMode=Lott' })).json().value
    // 90 third-party lottery games, the in-house Parlor Pick 3 and the lottery engine's nine games.
    expect(lott.length).toBe(100)
    const elott = (await t.app.inject({ url: '/lgw/games/mobile?prizeMode=Elott' })).json().value
    expect(elott.every((g: { vendor: string }) => g.vendor === 'ELOTT')).toBe(true)
    const vn = (await t.app.inject({ url: '/lgw/vn/games/game_menu?prizeMode=Lott&device=MOBILE' })).json().value
    expect(vn.map((m: { key: string }) => m.key).sort()).toEqual(['VN_CENTRAL', 'VN_NORTH', 'VN_SOUTH'])
    const menus = (await t.app.inject({ url: '/lgw/games/mobile_game_menus' })).json().value
    expect(menus.length).toBeGreaterThan(1)
    const popular = (await t.app.inject({ url: '/lgw/games/popular' })).json().value
    expect(popular.every((g: { hot: boolean }) => g.hot)).toBe(true)
    expect((await t.app.inject({ url: '/lgw/games/mobile?prizeMode=Bogus' })).statusCode).toBe(400)
  })
})

describe('the in-memory index follows catalogue changes across instances', () => {
  it('a game disabled through one instance disappears from another', async () => {
    const other = await buildApp({
      config: { ...t.config, catalogueCheckMs: 0 },
      database: t.database,
      serveWeb: false,
    })
    try {
      const before = (await other.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE' })).json()
        .value
      expect(before.totalCount).toBe(3)
      const db = t.database.db
      await db.transaction(async (tx) => {
        await tx.update(games).set({ enabled: false }).where(eq(games.gameCode, 'inhouse_rng_003'))
        await createCatalogueRepository(db).bumpVersion(tx as never)
      })
      const after = (await other.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE' })).json()
        .value
      expect(after.totalCount).toBe(2)
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.gameCode, 'inhouse_rng_003'))
      await createCatalogueRepository(t.database.db).bumpVersion()
      await other.close()
    }
  })
})

describe('the first row of a game list, drawn into the page', () => {
  it('has the icons of the list call first games, and nothing for an unknown type', async () => {
    const [demo] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
    if (!demo) throw new Error('no demo merchant')
    const catalogue = createCatalogue(createCatalogueRepository(t.database.db), { checkEveryMs: 60_000 })
    for (const type of ['RNG', 'FISH']) {
      const listed = gameListSchema.parse((await list(`merchant=demo&gameType=${type}&pageNo=1`)).body.value).games
      expect(await firstTileIcons(catalogue, demo, type), type).toEqual(
        listed.slice(0, 3).map((g) => g.mobileSmallIcon),
      )
    }
    expect(await firstTileIcons(catalogue, demo, 'NOPE')).toEqual([])
    expect(await firstTileIcons(catalogue, demo, '')).toEqual([])
  })
})
