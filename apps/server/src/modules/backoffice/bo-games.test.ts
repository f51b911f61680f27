import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { buildApp } from '../../app.ts'
import { auditLog, catalogueState, merchantGames, merchants, merchantVendors, staffApiKeys } from '../../db/schema.ts'
import { sha256Hex } from '../../lib/hash.ts'
import type { VendorAdapter } from '../games/vendor-adapters.ts'

const launched: string[] = []
const jl: VendorAdapter = {
  async launch(req) {
    launched.push(req.game.gameCode)
    return { url: `https://games.example/play/${req.game.gameCode}` }
  },
}

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { vendorAdapters: { JL: jl } })
})
afterAll(() => t.close())

const owner = { 'x-admin-token': ADMIN_TOKEN, language: 'EN' }

async function bo(method: 'GET' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = owner) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.json() }
}

/** The player-facing game list of a merchant. */
async function playerList(query: string, merchant = 'demo') {
  const res = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?${query}`, headers: { merchant, language: 'EN' } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as {
    totalCount: number
    games: {
      nodeId: number
      gameCode: string
      gameName: string
      minBet: number
      isHot: boolean
      iconUrl: string
      maintenance?: boolean
    }[]
  }
}

const merchantId = async (code: string) =>
  (await t.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)))[0]?.id as number

const lastAudit = async (action: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0]

/** A staff API key of this role and scope, stored as the key screen would. */
async function keyHeaders(db: TestContext['database']['db'], role: string, merchantIds: number[] | null) {
  const secret = `pak_test_${role}_${Math.random().toString(36).slice(2)}`
  await db.insert(staffApiKeys).values({
    name: `test ${role}`,
    keyHash: sha256Hex(secret),
    prefix: secret.slice(0, 8),
    role,
    merchantIds,
    createdBy: 'test',
  })
  return { 'x-admin-token': secret, language: 'EN' }
}

const version = async () => (await t.database.db.select().from(catalogueState))[0]?.version ?? 0

describe('games per merchant', () => {
  it('lists the catalogue with the merchant values, filtered and paged', async () => {
    const { status, body } = await bo('GET', '/admin/games?merchant=demo&vendor=JL&pageSize=5')
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.value.rows).toHaveLength(5)
    expect(body.value.total).toBeGreaterThan(5)
    expect(body.value.rows.every((r: { vendorCode: string }) => r.vendorCode === 'JL')).toBe(true)
    expect(body.value.rows[0]).toMatchObject({ enabled: true, iconUrl: null })
    expect(body.value.rows[0].minBet).toMatch(/^\d+\.\d{2}$/)
  })

  it('overrides reach the player lists of that merchant only; disabled games cannot be launched', async () => {
    const [game] = (await playerList('gameType=RNG&vassalage=JL&pageSize=1')).games
    if (!game) throw new Error('no JL game')
    const v0 = await version()
    const patch = await bo('PATCH', `/admin/games/${game.nodeId}`, {
      merchant: 'demo',
      names: { EN: 'Lucky Override' },
      minBet: '7.50',
      isHot: true,
      iconUrl: '/cdn/uploads/demo/0123456789abcdef0123456789abcdef.png',
    })
    expect(patch.status, JSON.stringify(patch.body)).toBe(200)
    expect(patch.body.value).toMatchObject({ minBet: '7.50', isHot: true, enabled: true })
    expect(patch.body.value.names.EN).toBe('Lucky Override')
    expect(await version()).toBeGreaterThan(v0)

    const found = (await playerList('gameType=RNG&gameName=lucky%20override')).games
    expect(found.map((g) => g.nodeId)).toEqual([game.nodeId])
    expect(found[0]).toMatchObject({ gameName: 'Lucky Override', minBet: 7.5, isHot: true })
    expect(found[0]?.iconUrl).toBe('/cdn/uploads/demo/0123456789abcdef0123456789abcdef.png')
    const hot = (
      await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG', headers: { merchant: 'demo' } })
    )
      .json()
      .value.list.map((g: { nodeId: number }) => g.nodeId)
    expect(hot).toContain(game.nodeId)
    // Another merchant keeps the catalogue's values.
    expect((await playerList('gameType=RNG&gameName=lucky%20override', 'demo2')).totalCount).toBe(0)

    const token = await loginAs(t.app, 'marco')
    const launch = () =>
      t.app.inject({
        url: `/wps/game/launchGame?launchMode=GLS&nodeId=${game.nodeId}&vassalage=JL&accountType=1`,
        headers: { authorization: token, language: 'EN' },
      })
    expect((await launch()).statusCode).toBe(200)

    const before = (await playerList('gameType=RNG&vassalage=JL')).totalCount
    const off = await bo('PATCH', `/admin/games/${game.nodeId}`, { merchant: 'demo', enabled: false })
    expect(off.body.value.enabled).toBe(false)
    const after = await playerList('gameType=RNG&vassalage=JL&pageSize=500')
    expect(after.totalCount).toBe(before - 1)
    expect(after.games.map((g) => g.nodeId)).not.toContain(game.nodeId)
    const refused = await launch()
    expect(refused.statusCode).toBe(404)
    expect(refused.json().errorCode).toBe('game.not.found')

    const audit = await lastAudit('game.update')
    expect(audit).toMatchObject({
      actor: 'operator-token',
      actorType: 'token',
      target: `game:${game.nodeId}`,
      before: { enabled: true },
      after: { enabled: false },
      merchantId: await merchantId('demo'),
    })

    // Back on, with the catalogue's name again (an empty name gives the language back).
    await bo('PATCH', `/admin/games/${game.nodeId}`, { merchant: 'demo', enabled: true, names: { EN: '' } })
    expect((await playerList('gameType=RNG&vassalage=JL')).totalCount).toBe(before)
    expect((await launch()).statusCode).toBe(200)
  })

  it('reaches another running instance through the catalogue version, without a manual bump', async () => {
    const other = await buildApp({
      config: { ...t.config, catalogueCheckMs: 0 },
      database: t.database,
      serveWeb: false,
    })
    try {
      const list = async () =>
        (
          await other.inject({
            url: '/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=500',
            headers: { merchant: 'demo' },
          })
        ).json().value as { totalCount: number; games: { nodeId: number }[] }
      const first = await list()
      const id = first.games[0]?.nodeId as number
      await bo('PATCH', `/admin/games/${id}`, { merchant: 'demo', enabled: false })
      expect((await list()).totalCount).toBe(first.totalCount - 1)
      await bo('PATCH', `/admin/games/${id}`, { merchant: 'demo', enabled: true })
      expect((await list()).totalCount).toBe(first.totalCount)
    } finally {
      await other.close()
    }
  })

  it('refuses a bad minimum bet and an unknown game', async () => {
    const neg = await bo('PATCH', '/admin/games/1', { merchant: 'demo', minBet: '-1.00' })
    expect(neg.status).toBe(400)
    expect(neg.body.errorCode).toBe('bo_invalid_min_bet')
    const none = await bo('PATCH', '/admin/games/999999', { merchant: 'demo', isNew: true })
    expect(none.status).toBe(404)
    expect(none.body.errorCode).toBe('bo_game_not_found')
  })
})

describe('vendors per merchant', () => {
  it('switching a vendor off removes its games from that merchant, and back', async () => {
    const list = await bo('GET', '/admin/merchant-vendors?merchant=demo')
    expect(list.status).toBe(200)
    const jlRow = list.body.value.find((v: { code: string }) => v.code === 'JL')
    expect(jlRow).toMatchObject({ enabled: true, maintenance: false, maintenanceNow: false })
    expect(jlRow.games).toBeGreaterThan(0)

    expect((await playerList('gameType=RNG&vassalage=JL')).totalCount).toBeGreaterThan(0)
    const off = await bo('PATCH', '/admin/merchant-vendors/JL', { merchant: 'demo', enabled: false })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body.value).toMatchObject({ code: 'JL', enabled: false })
    expect((await playerList('gameType=RNG&vassalage=JL')).totalCount).toBe(0)
    expect(await lastAudit('vendor.update')).toMatchObject({
      target: 'JL',
      before: { enabled: true, maintenance: false },
      after: { enabled: false, maintenance: false },
    })
    await bo('PATCH', '/admin/merchant-vendors/JL', { merchant: 'demo', enabled: true })
    expect((await playerList('gameType=RNG&vassalage=JL')).totalCount).toBeGreaterThan(0)
  })

  it('maintenance marks the games and refuses their launch at once; a missing row is created', async () => {
    const on = await bo('PATCH', '/admin/merchant-vendors/JL', { merchant: 'demo', maintenance: true })
    expect(on.body.value).toMatchObject({ enabled: true, maintenance: true, maintenanceNow: true })
    const games = (await playerList('gameType=RNG&vassalage=JL&pageSize=3')).games
    expect(games.length).toBeGreaterThan(0)
    expect(games.every((g) => g.maintenance === true)).toBe(true)
    const token = await loginAs(t.app, 'marco')
    const res = await t.app.inject({
      url: `/wps/game/launchGame?launchMode=GLS&nodeId=${games[0]?.nodeId}&vassalage=JL&accountType=1`,
      headers: { authorization: token, language: 'EN' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.json().errorCode).toBe('vendor.maintenance')
    await bo('PATCH', '/admin/merchant-vendors/JL', { merchant: 'demo', maintenance: false })
    expect((await playerList('gameType=RNG&vassalage=JL&pageSize=3')).games.some((g) => g.maintenance)).toBe(false)

    // demo2 has no JL row: offering it creates one.
    const id2 = await merchantId('demo2')
    const rowOf = async () =>
      t.database.db
        .select()
        .from(merchantVendors)
        .where(and(eq(merchantVendors.merchantId, id2), eq(merchantVendors.vendorCode, 'JL')))
    expect(await rowOf()).toHaveLength(0)
    expect((await playerList('gameType=RNG&vassalage=JL', 'demo2')).totalCount).toBe(0)
    const add = await bo('PATCH', '/admin/merchant-vendors/JL', { merchant: 'demo2', enabled: true })
    expect(add.body.value).toMatchObject({ enabled: true, maintenance: false })
    expect(await rowOf()).toHaveLength(1)
    expect((await playerList('gameType=RNG&vassalage=JL', 'demo2')).totalCount).toBeGreaterThan(0)
    await bo('PATCH', '/admin/merchant-vendors/JL', { merchant: 'demo2', enabled: false })

    const unknown = await bo('PATCH', '/admin/merchant-vendors/NOPE', { merchant: 'demo', enabled: true })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errorCode).toBe('bo_vendor_not_found')
  })
})

describe('access', () => {
  it('refuses without credentials, a read-only role for changes, and a merchant outside the scope', async () => {
    expect((await bo('GET', '/admin/games?merchant=demo', undefined, { language: 'EN' })).status).toBe(401)
    const viewer = await keyHeaders(t.database.db, 'readOnly', null)
    expect((await bo('GET', '/admin/games?merchant=demo&pageSize=1', undefined, viewer)).status).toBe(200)
    const denied = await bo('PATCH', '/admin/games/1', { merchant: 'demo', isHot: true }, viewer)
    expect(denied.status).toBe(403)
    expect(denied.body.errorCode).toBe('staff_forbidden')

    const scoped = await keyHeaders(t.database.db, 'admin', [await merchantId('demo2')])
    const id = await merchantId('demo')
    const overridesBefore = await t.database.db.select().from(merchantGames).where(eq(merchantGames.merchantId, id))
    for (const [method, url, payload] of [
      ['GET', '/admin/games?merchant=demo', undefined],
      ['PATCH', '/admin/games/1', { merchant: 'demo', enabled: false }],
      ['GET', '/admin/merchant-vendors?merchant=demo', undefined],
      ['PATCH', '/admin/merchant-vendors/JL', { merchant: 'demo', enabled: false }],
    ] as const) {
      const r = await bo(method, url, payload, scoped)
      expect(r.status, url).toBe(404)
      expect(r.body.errorCode).toBe('merchant_not_found')
    }
    expect(await t.database.db.select().from(merchantGames).where(eq(merchantGames.merchantId, id))).toEqual(
      overridesBefore,
    )
    expect((await bo('GET', '/admin/games?merchant=demo2&pageSize=1', undefined, scoped)).status).toBe(200)
  })
})
