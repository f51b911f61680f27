import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { testClock } from '../../../test/clock.ts'
import { memberIdOf, sessionTokenFor } from '../../../test/members.ts'
import { auditLog, gameRounds, members, rgExclusions, rgLimits } from '../../db/schema.ts'
import { SIGNATURE_HEADER, sign } from '../../lib/signed-body.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { launchQuery, launchSignature } from './vendors-service.ts'

const SIM = 'http://vendor-sim.test:4200'
const SECRET = 'vendor-test-secret-0123456789abcdefghij'
const clock = testClock()
let t: TestContext
let marco: number
let demoMerchant: number

beforeAll(async () => {
  t = await createTestApp(
    {
      PARLOR_VENDOR_SIMULATOR_URL: SIM,
      PARLOR_VENDOR_SIMULATOR_SECRET: SECRET,
      PARLOR_PUBLIC_URL: 'https://parlor.test',
    },
    { clock },
  )
  marco = await memberIdOf(t.database.db, 'marco')
  const [m] = await t.database.db.select({ merchantId: members.merchantId }).from(members).where(eq(members.id, marco))
  demoMerchant = m?.merchantId ?? 0
})

/** A sign-in session for marco at the test clock's time. */
const signIn = () => sessionTokenFor(t.database.db, marco, demoMerchant, clock.now())
afterAll(() => t.close())

const get = (url: string, token?: string, merchant?: string) =>
  t.app.inject({
    url,
    headers: { language: 'EN', ...(token ? { authorization: token } : {}), ...(merchant ? { merchant } : {}) },
  })

/** A call as the vendor makes it: JSON, signed with the vendor's secret. */
const vendorCall = (vendor: string, call: string, body: object, secret = SECRET) => {
  const payload = JSON.stringify(body)
  return t.app.inject({
    method: 'POST',
    url: `/provider/${vendor}/${call}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, payload) },
    payload,
  })
}
const thrice = <T>(f: () => Promise<T>) => Promise.all([f(), f(), f()])
const balance = async () => (await memberBalance(t.database.db, marco, 'PHP')) ?? 0n

async function gameOf(vendor: string, merchant?: string) {
  const res = await get(`/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=1`, undefined, merchant)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.games[0] as
    | { nodeId: number; gameCode: string; gameType: string; maintenance?: boolean }
    | undefined
}

const launch = (token: string, nodeId: number) =>
  get(`/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&accountType=1&language=EN&backUrl=%2Fm%2Fhome`, token)

/** Launches a JL game as marco and answers the token and the parsed URL. */
async function launchJl() {
  const token = await signIn()
  const game = await gameOf('JL')
  if (!game) throw new Error('no JL game')
  const res = await launch(token, game.nodeId)
  expect(res.statusCode, res.body).toBe(200)
  return { url: new URL(res.json().value.content.game_url as string), game, signIn: token }
}

async function sessionFor(vendor = 'JL') {
  const { url } = await launchJl()
  const res = await vendorCall(vendor, 'authenticate', { token: url.searchParams.get('token') })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.sessionToken as string
}

const put = (code: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/admin/vendors/${code}`,
    headers: { 'x-admin-token': ADMIN_TOKEN },
    payload: body,
  })

describe('seamless vendor launch', () => {
  it('answers a launch URL at the vendor signed over its query, with a single-use token', async () => {
    const { url, game } = await launchJl()
    expect(`${url.origin}${url.pathname}`).toBe(`${SIM}/launch`)
    const p = Object.fromEntries(url.searchParams)
    expect(p).toMatchObject({ vendor: 'JL', game: game.gameCode, type: game.gameType, lang: 'EN' })
    expect(p.back).toBe('https://parlor.test/m/home')
    const query = launchQuery({
      vendor: 'JL',
      game: game.gameCode,
      type: game.gameType,
      lang: 'EN',
      token: p.token ?? '',
      back: p.back ?? '',
    })
    expect(url.search).toBe(`?${query}&sig=${p.sig}`)
    expect(p.sig).toBe(launchSignature(SECRET, query))

    const first = await vendorCall('JL', 'authenticate', { token: p.token })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toMatchObject({
      playerId: String(marco),
      currency: 'PHP',
      balanceMinor: (await balance()).toString(),
      username: 'marco',
      language: 'EN',
    })
    const again = await vendorCall('JL', 'authenticate', { token: p.token })
    expect(again.statusCode).toBe(401)
    expect(again.json().errorCode).toBe('provider.token.invalid')
    // Another vendor cannot spend it either, nor the in-house game pages.
    const { url: second, game: g2 } = await launchJl()
    const other = await vendorCall('PGS', 'authenticate', { token: second.searchParams.get('token') })
    expect(other.json().errorCode).toBe('provider.token.invalid')
    const inhouse = await t.app.inject({
      method: 'POST',
      url: '/games/inhouse/api/session',
      payload: { token: second.searchParams.get('token'), game: g2.gameCode },
    })
    expect(inhouse.statusCode).toBe(401)
    expect((await vendorCall('JL', 'authenticate', { token: second.searchParams.get('token') })).statusCode).toBe(200)
  })

  it("signs a hot match's id into the launch URL of the vendor's game", async () => {
    const token = await signIn()
    const game = await gameOf('SB1')
    if (!game) throw new Error('no SB1 game')
    const res = await get(
      `/wps/game/launchGame?launchMode=GLS&nodeId=${game.nodeId}&accountType=1&language=EN&matchId=12`,
      token,
    )
    expect(res.statusCode, res.body).toBe(200)
    const url = new URL(res.json().value.content.game_url as string)
    const p = Object.fromEntries(url.searchParams)
    expect(p.match).toBe('12')
    const query = launchQuery({
      vendor: 'SB1',
      game: game.gameCode,
      type: game.gameType,
      lang: 'EN',
      token: p.token ?? '',
      back: '',
      match: '12',
    })
    expect(url.search).toBe(`?${query}&sig=${launchSignature(SECRET, query)}`)
    // The signature covers the match: another id with the same sig is not what was signed.
    expect(launchSignature(SECRET, query.replace('match=12', 'match=13'))).not.toBe(p.sig)
    const bad = await get(
      `/wps/game/launchGame?launchMode=GLS&nodeId=${game.nodeId}&accountType=1&language=EN&matchId=${encodeURIComponent('1&sig=x')}`,
      token,
    )
    expect(bad.statusCode).toBe(400)
  })

  it('hands out one session when the same token is authenticated 3 times at once', async () => {
    const { url } = await launchJl()
    const token = url.searchParams.get('token')
    const answers = await thrice(() => vendorCall('JL', 'authenticate', { token }))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401])
  })

  it('lets a launch token expire after 2 minutes', async () => {
    const { url } = await launchJl()
    clock.advance(2 * 60_000 + 1)
    const res = await vendorCall('JL', 'authenticate', { token: url.searchParams.get('token') })
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('provider.token.invalid')
  })

  it('ends the wallet session with the sign-in session', async () => {
    const { url, signIn } = await launchJl()
    const auth = await vendorCall('JL', 'authenticate', { token: url.searchParams.get('token') })
    const sessionToken = auth.json().value.sessionToken
    expect((await vendorCall('JL', 'balance', { sessionToken })).statusCode).toBe(200)
    await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: { authorization: signIn } })
    const after = await vendorCall('JL', 'balance', { sessionToken })
    expect(after.statusCode).toBe(401)
    expect(after.json().errorCode).toBe('provider.session.invalid')
  })
})

describe('seamless vendor wallet calls', () => {
  it('refuses a wrong signature, and an unknown vendor', async () => {
    const sessionToken = await sessionFor()
    const before = await balance()
    const bet = { sessionToken, transactionId: 'sig-1', roundId: 'sig-r1', gameCode: 'x', amount: '100' }
    const wrong = await vendorCall('JL', 'bet', bet, 'not-the-secret-0123456789abcdefghijkl')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().errorCode).toBe('provider.signature.invalid')
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/provider/JL/bet',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(bet),
    })
    expect(unsigned.statusCode).toBe(401)
    // ELOTT has no integration: nothing to check a signature with.
    const unknown = await vendorCall('ELOTT', 'bet', bet)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errorCode).toBe('provider.vendor.unknown')
    expect(await balance()).toBe(before)
  })

  it('applies each bet, win and rollback once when delivered 3 times at once', async () => {
    const sessionToken = await sessionFor()
    const start = await balance()
    const bet = { sessionToken, transactionId: 'b-1', roundId: 'r-1', gameCode: 'jl_1', amount: '250' }
    const bets = await thrice(() => vendorCall('JL', 'bet', bet))
    for (const r of bets) expect(r.statusCode, r.body).toBe(200)
    expect(bets.filter((r) => r.json().value.replayed)).toHaveLength(2)
    expect(await balance()).toBe(start - 250n)

    const win = { sessionToken, transactionId: 'w-1', roundId: 'r-1', amount: '600' }
    const wins = await thrice(() => vendorCall('JL', 'win', win))
    for (const r of wins) expect(r.statusCode, r.body).toBe(200)
    expect(await balance()).toBe(start + 350n)

    const bet2 = { sessionToken, transactionId: 'b-2', roundId: 'r-2', gameCode: 'jl_1', amount: '100' }
    await vendorCall('JL', 'bet', bet2)
    const rb = { sessionToken, transactionId: 'rb-2', roundId: 'r-2', betTransactionId: 'b-2' }
    const rollbacks = await thrice(() => vendorCall('JL', 'rollback', rb))
    for (const r of rollbacks) expect(r.statusCode, r.body).toBe(200)
    expect(await balance()).toBe(start + 350n)

    const auths = await thrice(async () => (await vendorCall('JL', 'balance', { sessionToken })).json().value)
    for (const a of auths) expect(a).toMatchObject({ balanceMinor: String(start + 350n), currency: 'PHP' })
    const [round] = await t.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, 'JL'), eq(gameRounds.roundId, 'r-1')))
    expect(round).toMatchObject({ status: 'settled', betMinor: 250n, winMinor: 600n, memberId: marco })
  })

  it('refuses a rollback after a win, a win for an unknown round, and a currency mismatch', async () => {
    const sessionToken = await sessionFor()
    await vendorCall('JL', 'bet', { sessionToken, transactionId: 'b-10', roundId: 'r-10', gameCode: 'g', amount: 50 })
    await vendorCall('JL', 'win', { sessionToken, transactionId: 'w-10', roundId: 'r-10', amount: 0 })
    const before = await balance()
    const rb = await vendorCall('JL', 'rollback', {
      sessionToken,
      transactionId: 'rb-10',
      roundId: 'r-10',
      betTransactionId: 'b-10',
    })
    expect(rb.statusCode).toBe(409)
    expect(rb.json().errorCode).toBe('provider.round.already.settled')

    const unknown = await vendorCall('JL', 'win', { sessionToken, transactionId: 'w-11', roundId: 'nope', amount: 10 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errorCode).toBe('provider.round.not.found')

    const usd = await vendorCall('JL', 'bet', {
      sessionToken,
      transactionId: 'b-12',
      roundId: 'r-12',
      gameCode: 'g',
      amount: 10,
      currency: 'USD',
    })
    expect(usd.statusCode).toBe(409)
    expect(usd.json().errorCode).toBe('provider.currency.mismatch')
    expect(await balance()).toBe(before)
  })

  it('refuses an unknown session token', async () => {
    const res = await vendorCall('JL', 'balance', { sessionToken: 'x'.repeat(43) })
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('provider.session.invalid')
  })
})

describe('vendor settings and the catalogue', () => {
  it('marks a vendor in maintenance, refuses its launch and new bets, and lets rounds settle', async () => {
    const sessionToken = await sessionFor('JL')
    await vendorCall('JL', 'bet', { sessionToken, transactionId: 'b-20', roundId: 'r-20', gameCode: 'g', amount: 30 })
    const res = await put('JL', { maintenance: true, operator: 'ops' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({ code: 'JL', integration: { maintenance: true, baseUrl: SIM } })
    expect(JSON.stringify(res.json())).not.toContain(SECRET)

    const game = await gameOf('JL')
    expect(game?.maintenance).toBe(true)
    expect((await gameOf('PGS'))?.maintenance).toBeUndefined()
    // The home's vendor cards say so too, in every lane the vendor has.
    const lanes = (await get('/wps/relay/GCSGAME_newGameVendor?platform=html5')).json().value.data.lanes as {
      cards: { vassalage: string; maintenance?: boolean }[]
    }[]
    const cards = lanes.flatMap((l) => l.cards)
    expect(cards.filter((c) => c.vassalage === 'JL').map((c) => c.maintenance)).toContain(true)
    expect(cards.filter((c) => c.vassalage === 'JL').every((c) => c.maintenance === true)).toBe(true)
    expect(cards.find((c) => c.vassalage === 'PGS')?.maintenance).toBeUndefined()
    const token = await signIn()
    const refused = await launch(token, game?.nodeId ?? 0)
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toMatchObject({ errorCode: 'vendor.maintenance' })
    expect(refused.json().message).toContain('JL Games')

    const bet = await vendorCall('JL', 'bet', {
      sessionToken,
      transactionId: 'b-21',
      roundId: 'r-21',
      gameCode: 'g',
      amount: 30,
    })
    expect(bet.json().errorCode).toBe('provider.vendor.unavailable')
    const win = await vendorCall('JL', 'win', { sessionToken, transactionId: 'w-20', roundId: 'r-20', amount: 60 })
    expect(win.statusCode, win.body).toBe(200)

    expect((await put('JL', { maintenance: false, operator: 'ops' })).statusCode).toBe(200)
    expect((await gameOf('JL'))?.maintenance).toBeUndefined()
  })

  it('stops offering a vendor switched off for a merchant, and writes an audit row', async () => {
    expect(await gameOf('SPB')).toBeDefined()
    const res = await put('SPB', { merchants: { demo: false }, operator: 'alice' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.merchants).not.toContain('demo')
    expect(await gameOf('SPB')).toBeUndefined()
    const vendors = (await get('/wps/relay/GCSGAME_getVassalage')).json().value as { vassalage: string }[]
    expect(vendors.map((v) => v.vassalage)).not.toContain('SPB')
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vendor.put'), eq(auditLog.target, 'SPB')))
    expect(audit).toMatchObject({
      actor: 'operator-token',
      detail: { merchants: { demo: false }, secretChanged: false, operator: 'alice' },
    })

    // demo2 never offered JL: its games are not listed there, whatever the integration.
    expect(await gameOf('JL', 'demo2')).toBeUndefined()
    expect(await gameOf('PGS', 'demo2')).toBeDefined()

    const list = await t.app.inject({ url: '/admin/vendors', headers: { 'x-admin-token': ADMIN_TOKEN } })
    expect(list.statusCode).toBe(200)
    const spb = (list.json().value as { code: string; merchants: string[] }[]).find((v) => v.code === 'SPB')
    expect(spb?.merchants).toEqual([])
    expect(list.body).not.toContain(SECRET)
    const noToken = await t.app.inject({ method: 'PUT', url: '/admin/vendors/SPB', payload: { operator: 'x' } })
    expect(noToken.statusCode).toBe(401)
  })

  it('takes a vendor switched off everywhere out of every list', async () => {
    expect((await put('IMES', { enabled: false, operator: 'ops' })).statusCode).toBe(200)
    expect(await gameOf('IMES')).toBeUndefined()
  })
})

describe('responsible gaming in the seamless wallet', () => {
  it("refuses a bet past the player's own limit or during a break with the protocol's codes", async () => {
    const db = t.database.db
    const sessionToken = await sessionFor()
    const before = await balance()
    const bet = (id: string, amount: string) =>
      vendorCall('JL', 'bet', { sessionToken, transactionId: id, roundId: `rg-${id}`, gameCode: 'jl_1', amount })
    await db
      .insert(rgLimits)
      .values({ memberId: marco, merchantId: demoMerchant, kind: 'wager', period: 'day', amountMinor: 1n })
    try {
      const over = await bet('rg-1', '100')
      expect(over.statusCode).toBe(409)
      expect(over.json().errorCode).toBe('provider.limit.reached')
    } finally {
      await db.delete(rgLimits).where(eq(rgLimits.memberId, marco))
    }
    const now = clock.now()
    await db.insert(rgExclusions).values({
      memberId: marco,
      merchantId: demoMerchant,
      kind: 'timeout',
      startedAt: now,
      endsAt: new Date(now.getTime() + 86_400_000),
    })
    try {
      const excluded = await bet('rg-2', '100')
      expect(excluded.statusCode).toBe(403)
      expect(excluded.json().errorCode).toBe('provider.player.excluded')
    } finally {
      await db.delete(rgExclusions).where(eq(rgExclusions.memberId, marco))
    }
    // Refused bets took nothing and left no round behind.
    expect(await balance()).toBe(before)
    expect(await db.select().from(gameRounds).where(eq(gameRounds.roundId, 'rg-rg-1'))).toEqual([])
    expect((await bet('rg-3', '100')).statusCode).toBe(200)
  })
})
