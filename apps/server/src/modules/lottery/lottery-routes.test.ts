import {
  adminLotteryOddsSchema,
  ErrorCode,
  commitOf,
  deriveResult,
  LOTTERY_GAMES,
  LotteryErrorCode,
  lotteryCancelAnswerSchema,
  lotteryGame,
  lotteryItemSchema,
  lotteryNumeroSchema,
  lotteryOpenedSchema,
  lotteryOrderDetailSchema,
  lotteryOrderListSchema,
  lotteryPlaceAnswerSchema,
  lotteryRecentSchema,
  slotAt,
} from '@parlor/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { DAY, testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { buildApp } from '../../app.ts'
import { auditLog, games, lotteryNumeros, merchants } from '../../db/schema.ts'
import { addMissingDemoGames } from '../../db/seed/index.ts'
import { hasMessage, translate } from '../../i18n/messages.ts'
import { createCatalogueRepository } from '../games/catalogue-repository.ts'
import { lotteryCodeOf } from './lottery-catalogue.ts'
import { createLotteryScheduler } from './lottery-scheduler.ts'

// Ten seconds into a minute: every fast game's current numero is open for betting.
const clock = testClock(new Date('2026-12-01T10:00:10Z'))
let t: TestContext
let token = ''
let tick: () => Promise<unknown>
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
  tick = createLotteryScheduler({ db: t.database.db, clock }).tick
  await tick()
  token = await loginAs(t.app, 'demo')
})
afterAll(() => t.close())

type Json = Record<string, unknown>
const get = (url: string, auth?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(auth ? { authorization: auth } : {}), ...headers } })
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as Json, headers })
const value = <S extends z.ZodType>(schema: S, res: { statusCode: number; body: string; json(): Json }) => {
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().success).toBe(true)
  return schema.parse(res.json().value) as z.output<S>
}
/** A refusal in the envelope, with a translated message rather than the bare code. */
const refused = (res: { statusCode: number; body: string; json(): Json }, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toMatchObject({ success: false, errorCode: code })
  expect(typeof res.json().message).toBe('string')
}
const opened = async (gameCode: string, auth?: string) =>
  value(lotteryOpenedSchema, await get(`/lgw/games/opened/numero?gameCode=${gameCode}`, auth))
let keys = 0
const order = (numero: string, extra: Json = {}) => ({
  gameCode: 'PL_SSC1',
  numero,
  items: [{ betType: 'P1', picks: ['3'], stake: 2 }],
  requestKey: `routes-test-${++keys}-${Date.now()}`,
  ...extra,
})
const place = (body: unknown, auth: string | null = token) =>
  send('POST', '/lgw/orders', body, auth ? { authorization: auth } : {})
const admin = { 'x-admin-token': ADMIN_TOKEN }

describe('public lottery calls', () => {
  it('answer the current numero with its commitment, and hide seed and result until the draw', async () => {
    const o = await opened('PL_SSC1')
    expect(o).toMatchObject({ gameCode: 'PL_SSC1', family: 'SSC', currency: 'PHP', serverTime: clock.now().getTime() })
    expect(o.current.opensAt).toBeLessThanOrEqual(clock.now().getTime())
    expect(o.current.closesAt).toBeGreaterThan(clock.now().getTime())
    expect(o.current).toMatchObject({ status: 'scheduled', seed: null, result: null })
    expect(o.current.commitHash).toMatch(/^[0-9a-f]{64}$/)
    expect(o.betTypes.map((b) => b.code)).toContain('SUM_BS')
    const vn = value(lotteryOpenedSchema, await get('/lgw/vn/numeros/opened/game?gameCode=PL_VN_NORTH'))
    expect(vn).toMatchObject({ gameCode: 'PL_VN_NORTH', family: 'VN' })

    const before = value(lotteryNumeroSchema, await get(`/lgw/draw?gameCode=PL_SSC1&numero=${o.current.numero}`))
    expect(before).toMatchObject({
      numero: o.current.numero,
      commitHash: o.current.commitHash,
      seed: null,
      result: null,
    })

    clock.set(new Date(o.current.drawsAt))
    await tick()
    const after = value(lotteryNumeroSchema, await get(`/lgw/draw?gameCode=PL_SSC1&numero=${o.current.numero}`))
    expect(after.status).not.toBe('scheduled')
    expect(after.commitHash).toBe(o.current.commitHash)
    const seed = after.seed as string
    expect(await commitOf(seed)).toBe(after.commitHash)
    expect(after.result).toEqual(await deriveResult('SSC', seed, 'PL_SSC1', o.current.numero))

    const near = value(lotteryRecentSchema, await get('/lgw/numeros/near?gameCode=PL_SSC1&size=5'))
    expect(near[0]).toMatchObject({ numero: o.current.numero, seed })
    expect(near.every((n) => n.seed !== null && n.result !== null)).toBe(true)
    const recent = value(lotteryRecentSchema, await get('/lgw/vn/games/game_menu/recent?gameCode=PL_SSC1'))
    expect(recent[0]?.numero).toBe(o.current.numero)
    // The next numero is on sale now and still keeps its seed.
    expect((await opened('PL_SSC1')).last?.numero).toBe(o.current.numero)
    clock.advance(10_000)
    await tick()
  })

  it('refuse unknown games and malformed input with the envelope, never a 5xx', async () => {
    refused(await get('/lgw/games/opened/numero?gameCode=NO_SUCH'), 404, LotteryErrorCode.gameUnknown)
    refused(await get('/lgw/numeros/near?gameCode=NO_SUCH'), 404, LotteryErrorCode.gameUnknown)
    refused(await get('/lgw/draw?gameCode=NO_SUCH&numero=20261201'), 404, LotteryErrorCode.gameUnknown)
    for (const url of [
      '/lgw/games/opened/numero',
      '/lgw/games/opened/numero?gameCode=lower-case',
      '/lgw/numeros/near?gameCode=PL_SSC1&size=0',
      '/lgw/numeros/near?gameCode=PL_SSC1&size=abc',
      '/lgw/draw?gameCode=PL_SSC1&numero=2026',
      '/lgw/draw?gameCode=PL_SSC1',
    ])
      refused(await get(url), 400, 'request_param_err')
    // A numero the game never has (slot 9999 of a one-minute game) is not found, not an error.
    refused(await get('/lgw/draw?gameCode=PL_SSC1&numero=20261201-9999'), 404, 'lottery.numero.unknown')
  })

  it('translate every lottery error code in EN, TY, CN and TW', () => {
    for (const code of Object.values(LotteryErrorCode)) {
      expect(hasMessage(code), code).toBe(true)
      const texts = (['EN', 'TY', 'CN', 'TW'] as const).map((l) => translate(code, l, { betType: 'P1' }))
      expect(new Set(texts).size, code).toBe(4)
      for (const text of texts) expect(text).not.toContain('{')
    }
  })
})

describe('member lottery calls', () => {
  it('refuse callers without a session', async () => {
    const o = await opened('PL_SSC1')
    refused(await place(order(o.current.numero), null), 401, ErrorCode.customerNotLogin)
    refused(await get('/lgw/orders'), 401, ErrorCode.customerNotLogin)
    refused(await get('/lgw/orders/detail?orderId=1'), 401, ErrorCode.customerNotLogin)
    refused(await send('POST', '/lgw/orders/suborders/cancel', { subOrderId: 1 }), 401, ErrorCode.customerNotLogin)
  })

  it('place an order, list it, show its detail and cancel a sub-order with a refund', async () => {
    const o = await opened('PL_SSC1', token)
    const body = order(o.current.numero, {
      items: [
        { betType: 'P1', picks: ['3', '7'], stake: 2 },
        { betType: 'SUM_BS', picks: ['B'], stake: '5.00' },
      ],
      chase: 2,
    })
    const placed = value(lotteryPlaceAnswerSchema, await place(body))
    expect(placed).toMatchObject({
      gameCode: 'PL_SSC1',
      numero: o.current.numero,
      chase: 2,
      total: 18,
      status: 'pending',
    })
    expect(placed.subOrders).toHaveLength(4)
    // A retry with the same request key answers the same order without charging again.
    const again = value(lotteryPlaceAnswerSchema, await place(body))
    expect(again.id).toBe(placed.id)
    expect(again.balance).toBe(placed.balance)

    const list = value(lotteryOrderListSchema, await get('/lgw/orders?gameCode=PL_SSC1', token))
    expect(list.list.map((x) => x.id)).toContain(placed.id)
    const detail = value(lotteryOrderDetailSchema, await get(`/lgw/orders/detail?orderId=${placed.id}`, token))
    expect(detail.subOrders).toHaveLength(4)

    const sub = detail.subOrders.find((s) => s.cancellable) as (typeof detail.subOrders)[number]
    expect(sub).toBeDefined()
    const cancelled = value(
      lotteryCancelAnswerSchema,
      await send('POST', '/lgw/orders/suborders/cancel', { subOrderId: sub.id }, { authorization: token }),
    )
    expect(cancelled.subOrder).toMatchObject({ id: sub.id, status: 'cancelled' })
    expect(cancelled.balance).toBeCloseTo(placed.balance + sub.amount, 2)
    refused(
      await send('POST', '/lgw/orders/suborders/cancel', { subOrderId: sub.id }, { authorization: token }),
      409,
      LotteryErrorCode.cancelRefused,
    )

    // Another member sees none of it.
    const lina = await loginAs(t.app, 'lina')
    refused(await get(`/lgw/orders/detail?orderId=${placed.id}`, lina), 404, LotteryErrorCode.orderNotFound)
    refused(
      await send('POST', '/lgw/orders/suborders/cancel', { subOrderId: sub.id }, { authorization: lina }),
      404,
      LotteryErrorCode.orderNotFound,
    )
  })

  it('refuse bad orders with the envelope', async () => {
    const o = await opened('PL_SSC1', token)
    const n = o.current.numero
    refused(await place(order(n, { gameCode: 'NO_SUCH' })), 404, LotteryErrorCode.gameUnknown)
    refused(
      await place(order(n, { items: [{ betType: 'DE', picks: ['12'], stake: 1 }] })),
      400,
      LotteryErrorCode.betInvalid,
    )
    refused(
      await place(order(n, { items: [{ betType: 'P1', picks: ['X'], stake: 1 }] })),
      400,
      LotteryErrorCode.betInvalid,
    )
    refused(
      await place(order(n, { items: [{ betType: 'P1', picks: ['1'], stake: 1_000_000 }] })),
      400,
      LotteryErrorCode.stakeOutOfRange,
    )
    const closed = o.last?.numero ?? '20261201-0001'
    refused(await place(order(closed)), 409, LotteryErrorCode.numeroClosed)
    for (const bad of [
      {},
      order(n, { items: [] }),
      order(n, { chase: 0 }),
      order(n, { chase: 21 }),
      order(n, { requestKey: 'short' }),
      order(n, { numero: 'today' }),
      order(n, { items: [{ betType: 'P1', picks: ['1'], stake: -1 }] }),
      order(n, { items: [{ betType: 'P1', picks: [], stake: 1 }] }),
    ])
      refused(await place(bad), 400, 'request_param_err')
    refused(await get('/lgw/orders?pageSize=500', token), 400, 'request_param_err')
    refused(await get('/lgw/orders/detail?orderId=abc', token), 400, 'request_param_err')
    refused(await get('/lgw/orders/detail?orderId=99999999', token), 404, LotteryErrorCode.orderNotFound)
  })
})

describe('operator odds', () => {
  const demoId = async () => {
    const [m] = await t.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'))
    return m?.id as number
  }
  const oddsOf = (list: z.output<typeof adminLotteryOddsSchema>, gameCode: string, betType: string) =>
    list.find((x) => x.gameCode === gameCode && x.betType === betType)

  it('need the operator token', async () => {
    refused(await get('/admin/lottery/odds?merchantCode=demo'), 401, 'staff_unauthorized')
    const put = { merchantCode: 'demo', gameCode: 'PL_SSC1', betType: 'P1', odds: 9.5, operator: 'ops' }
    refused(await send('PUT', '/admin/lottery/odds', put), 401, 'staff_unauthorized')
  })

  it('list every bet type of every game, change one with an audit row, and the next order uses it', async () => {
    const list = value(adminLotteryOddsSchema, await get('/admin/lottery/odds?merchantCode=demo', undefined, admin))
    expect(oddsOf(list, 'PL_SSC1', 'P1')).toEqual({ gameCode: 'PL_SSC1', betType: 'P1', odds: 9.8, isDefault: true })
    expect(new Set(list.map((x) => x.gameCode))).toEqual(new Set(LOTTERY_GAMES.map((g) => g.code)))

    const put = { merchantCode: 'demo', gameCode: 'PL_SSC1', betType: 'P1', odds: 9.5, operator: 'ops-anna' }
    const changed = value(adminLotteryOddsSchema, await send('PUT', '/admin/lottery/odds', put, admin))
    expect(oddsOf(changed, 'PL_SSC1', 'P1')).toMatchObject({ odds: 9.5, isDefault: false })
    // Another game's P1 keeps its own odds.
    expect(oddsOf(changed, 'PL_SSC3', 'P1')).toMatchObject({ odds: 9.8, isDefault: true })

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, await demoId()), sql`${auditLog.detail}->>'operator' = 'ops-anna'`))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.action).toMatch(/^lottery\.odds/)
    expect(audit[0]?.detail).toMatchObject({ gameCode: 'PL_SSC1', betType: 'P1', before: 9.8, after: 9.5 })

    const o = await opened('PL_SSC1', token)
    expect(o.betTypes.find((b) => b.code === 'P1')?.odds).toBe(9.5)
    const placed = value(lotteryPlaceAnswerSchema, await place(order(o.current.numero)))
    expect(placed.subOrders[0]?.odds).toBe(9.5)
    // Another merchant keeps the defaults.
    const other = value(adminLotteryOddsSchema, await get('/admin/lottery/odds?merchantCode=demo2', undefined, admin))
    expect(oddsOf(other, 'PL_SSC1', 'P1')?.odds).toBe(9.8)

    const reset = value(
      adminLotteryOddsSchema,
      await send('PUT', '/admin/lottery/odds', { ...put, odds: null, operator: 'ops-ben' }, admin),
    )
    expect(oddsOf(reset, 'PL_SSC1', 'P1')).toMatchObject({ odds: 9.8, isDefault: true })
    const [back] = await t.database.db.select().from(auditLog).where(sql`${auditLog.detail}->>'operator' = 'ops-ben'`)
    expect(back?.actor).toBe('operator-token')
    expect(back?.detail).toMatchObject({ before: 9.5, after: 9.8 })
  })

  it('refuse unknown merchants, games and bet types, and bad odds', async () => {
    const put = { merchantCode: 'demo', gameCode: 'PL_SSC1', betType: 'P1', odds: 9.5, operator: 'ops' }
    refused(await get('/admin/lottery/odds?merchantCode=nowhere', undefined, admin), 404, 'merchant_not_found')
    refused(
      await send('PUT', '/admin/lottery/odds', { ...put, merchantCode: 'nowhere' }, admin),
      404,
      'merchant_not_found',
    )
    refused(
      await send('PUT', '/admin/lottery/odds', { ...put, gameCode: 'NO_SUCH' }, admin),
      404,
      LotteryErrorCode.gameUnknown,
    )
    refused(
      await send('PUT', '/admin/lottery/odds', { ...put, betType: 'DE' }, admin),
      400,
      LotteryErrorCode.betInvalid,
    )
    for (const odds of [1, 0.5, 9.999, 200_000, '9.5'])
      refused(await send('PUT', '/admin/lottery/odds', { ...put, odds }, admin), 400, 'request_param_err')
    refused(await send('PUT', '/admin/lottery/odds', { ...put, operator: '' }, admin), 400, 'request_param_err')
  })
})

describe('lottery rows of the catalogue', () => {
  type Item = z.output<typeof lotteryItemSchema>
  const list = async (prizeMode: string, language = 'EN') =>
    value(z.array(lotteryItemSchema), await get(`/lgw/games/mobile?prizeMode=${prizeMode}`, undefined, { language }))
  const launch = (item: Item, auth = token) =>
    get(
      `/wps/game/launchGame?launchMode=LOTT&nodeId=${item.nodeId}&vassalage=${item.vendor}&lottoPrizeMode=Lott&lottoGameCode=${item.gameCode}&device=MOBILE&platform=html5&clientType=2&accountType=1`,
      auth,
    )

  it('carry the engine game each one opens', async () => {
    const lott = await list('Lott')
    const engine = lott.filter((g) => g.vendor === 'INHOUSE' && g.gameCode.startsWith('PL_'))
    expect(engine.map((g) => g.gameCode).sort()).toEqual(LOTTERY_GAMES.map((g) => g.code).sort())
    for (const g of engine) expect(g.lotteryCode).toBe(g.gameCode)
    expect(engine.find((g) => g.gameCode === 'PL_D3')).toMatchObject({ displayName: 'Fast 3D', classify: 'FAST' })
    expect(engine.find((g) => g.gameCode === 'PL_VN_NORTH')).toMatchObject({ classify: 'VN' })
    const ty = await list('Lott', 'TY')
    expect(ty.find((g) => g.gameCode === 'PL_D3')?.displayName).toBe('Mabilis na 3D')
    expect(lott.find((g) => g.gameCode === 'inhouse_lott_001')?.lotteryCode).toBeNull()

    const fast = new Set(LOTTERY_GAMES.filter((g) => g.classify === 'FAST').map((g) => g.code))
    const vn = lott.filter((g) => g.vendor === 'TCG_LOTTO_VN')
    expect(vn.length).toBeGreaterThan(0)
    for (const g of vn) expect(g.lotteryCode).toBe(`PL_${g.classify}`)
    const sea = lott.filter((g) => g.vendor === 'TCG_SEA')
    for (const g of sea) {
      expect(fast.has(g.lotteryCode as string)).toBe(true)
      expect(g.lotteryCode).toBe(
        lotteryCodeOf({ id: g.nodeId, vendorCode: g.vendor, gameCode: g.gameCode, classify: g.classify }),
      )
    }
    // Spread over all six fast games, not piled onto one.
    expect(new Set(sea.map((g) => g.lotteryCode)).size).toBe(6)
    const elott = await list('Elott')
    expect(elott.length).toBeGreaterThan(0)
    for (const g of elott) expect(fast.has(g.lotteryCode as string)).toBe(true)
    const groups = (await get('/lgw/games/mobile_game_menus?prizeMode=Lott', undefined, { language: 'EN' })).json()
      .value as { key: string; displayName: string }[]
    expect(groups.find((m) => m.key === 'VN')?.displayName).toBe('Vietnam')
    // The menus and the Vietnamese menu carry it too.
    const menus = (await get('/lgw/vn/games/game_menu?prizeMode=Lott')).json().value as { games: Item[] }[]
    for (const m of menus) for (const g of m.games) expect(g.lotteryCode).toMatch(/^PL_VN_/)
  })

  it('launch into the in-app lottery screen, Pick 3 into its own page', async () => {
    const lott = await list('Lott')
    const elott = await list('Elott')
    const picks = [
      lott.find((g) => g.vendor === 'TCG_SEA'),
      lott.find((g) => g.vendor === 'TCG_LOTTO_VN'),
      elott[0],
      lott.find((g) => g.gameCode === 'PL_SSC1'),
      lott.find((g) => g.gameCode === 'PL_VN_SOUTH'),
    ] as Item[]
    for (const g of picks) {
      const res = await launch(g)
      expect(res.statusCode, `${g.vendor} ${g.gameCode}: ${res.body}`).toBe(200)
      expect(res.json().value.content.game_url).toBe(`/m/startLottery?gameCode=${g.lotteryCode}`)
    }
    const pick3 = lott.find((g) => g.gameCode === 'inhouse_lott_001') as Item
    const res = await launch(pick3)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.content.game_url).toMatch(/^\/games\/inhouse\/inhouse_lott_001\?t=/)
    // A guest may look at an engine game's screen (trial launch); betting still needs a session.
    const ssc = lott.find((g) => g.gameCode === 'PL_SSC1') as Item
    const trial = await get(`/wps/relay/GCS_gameTrialLaunch?nodeId=${ssc.nodeId}`)
    expect(trial.statusCode, trial.body).toBe(200)
    expect(trial.json().value.content.game_url).toBe('/m/startLottery?gameCode=PL_SSC1')
  })
})

describe('a demo database seeded before the lottery engine', () => {
  it('gets the engine games added at start, once, and the catalogue version moves', async () => {
    const db = t.database.db
    expect(await addMissingDemoGames(db)).toBe(0)
    await db.delete(games).where(and(eq(games.vendorCode, 'INHOUSE'), eq(games.gameCode, 'PL_PK10_5')))
    const version = await createCatalogueRepository(db).version()
    expect(await addMissingDemoGames(db)).toBe(1)
    expect(await createCatalogueRepository(db).version()).toBe(version + 1)
    const [row] = await db.select().from(games).where(eq(games.gameCode, 'PL_PK10_5'))
    expect(row).toMatchObject({ vendorCode: 'INHOUSE', gameType: 'LOTT', classify: 'FAST' })
    expect(await addMissingDemoGames(db)).toBe(0)
  })
})

describe('the scheduler the app runs', () => {
  it('is off in tests, and ticks on its own when config sets a period, until the app closes', async () => {
    expect(t.config.lotteryTickMs).toBe(0)
    const other = await buildApp({
      config: { ...t.config, lotteryTickMs: 20 },
      database: t.database,
      serveWeb: false,
      clock,
    })
    try {
      await other.ready()
      // A day later nobody has asked for these numeros: only the app's own ticks can make them.
      clock.advance(DAY)
      const ssc1 = lotteryGame('PL_SSC1')
      if (!ssc1) throw new Error('no PL_SSC1')
      const numero = slotAt(ssc1, clock.now().getTime()).numero
      const exists = async () =>
        (
          await t.database.db
            .select({ id: lotteryNumeros.id })
            .from(lotteryNumeros)
            .where(and(eq(lotteryNumeros.gameCode, 'PL_SSC1'), eq(lotteryNumeros.numero, numero)))
        ).length
      await vi.waitFor(async () => expect(await exists()).toBe(1), { timeout: 20_000, interval: 50 })
    } finally {
      await other.close()
    }
  })
})
