import { decodeServicePath } from '@parlor/contract/cs-link'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HOUR, testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { memberIdOf, sessionTokenFor } from '../../../test/members.ts'
import { staffHeaders, staffSession } from '../../../test/staff.ts'
import { auditLog, balanceAdjustments, gameRounds, members, merchants, merchantVendors } from '../../db/schema.ts'

// Every language is translated in the real files; Khmer stands in for one that is not.
vi.mock('../../i18n/messages.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../i18n/messages.ts')>()
  return { ...actual, isLanguageComplete: (l: string) => l !== 'KM' && actual.isLanguageComplete(l) }
})

let t: TestContext
// Real time at the start, so "today" of the dashboard is the database's today too.
const clock = testClock(new Date())
let member: string
beforeAll(async () => {
  t = await createTestApp({}, { clock })
  member = await sessionTokenFor(db(), await demoMember(), await idOf('demo'), clock.now())
})
afterAll(() => t.close())

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-admin-token': ADMIN_TOKEN, language: 'EN' },
    ...(payload ? { payload } : {}),
  })
const player = (url: string, merchant = 'demo', token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { merchant, language: 'EN', ...(token ? { authorization: token } : {}) },
  })
const db = () => t.database.db
const idOf = async (code: string) => {
  const [m] = await db().select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code))
  return m?.id as number
}
const demoMember = async () => {
  const [m] = await db()
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, await idOf('demo')), eq(members.usernameKey, 'demo')))
  return m?.id as number
}
const demo = async (code: string) => (await admin('GET', `/admin/merchants/${code}`)).json().value
const auditRows = async (action: string) =>
  db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id))

describe('merchant settings', () => {
  it('lists the merchants with their members and maintenance', async () => {
    const res = await admin('GET', '/admin/merchants')
    expect(res.statusCode, res.body).toBe(200)
    const rows = res.json().value as { code: string; maintenance: boolean; maintenanceNow: boolean; members: number }[]
    expect(rows.map((r) => r.code)).toEqual(['demo', 'demo2'])
    expect(rows[0]).toMatchObject({ maintenance: false, maintenanceNow: false })
    expect(rows[0]?.members).toBeGreaterThan(0)
  })

  it('round-trips every setting, audits only the changed ones, and the player app sees them', async () => {
    const before = (await admin('GET', '/admin/merchants/demo2')).json().value
    expect(before).toMatchObject({ code: 'demo2', adjustmentApprovalThreshold: '1000.00', maintenance: false })
    // The operator edits plain links; the database keeps the wire's encrypted paths.
    expect(before.customerService.every((c: { url: string }) => /^https?:|^mailto:|^tel:/.test(c.url))).toBe(true)

    const patch = {
      name: 'Demo Two',
      theme: { primaryColor: '#1E90FF', logoUrl: '/cdn/brand/demo2-new.png' },
      languages: ['EN', 'TY', 'CN'],
      defaultLanguage: 'CN',
      customerService: [{ title: 'CS', csType: 'LIVECHAT', url: 'https://chat.example.test/demo2' }],
      domains: ['demo2.example.test', 'Play.Demo2.Example.Test'],
      imageCdns: ['https://img.example.test/'],
      agreement: { EN: '<p>Rules</p>', CN: '<p>规则</p>' },
      ageLimit: 20,
      adjustmentApprovalThreshold: '2500.5',
      flags: { FEEDBACK3: true },
    }
    const res = await admin('PUT', '/admin/merchants/demo2/settings', patch)
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json().value
    expect(after).toMatchObject({
      name: 'Demo Two',
      theme: { primaryColor: '#1e90ff', logoUrl: '/cdn/brand/demo2-new.png' },
      languages: ['EN', 'TY', 'CN'],
      defaultLanguage: 'CN',
      customerService: [{ title: 'CS', csType: 'LIVECHAT', url: 'https://chat.example.test/demo2' }],
      domains: ['demo2.example.test', 'play.demo2.example.test'],
      imageCdns: ['https://img.example.test'],
      agreement: { EN: '<p>Rules</p>', CN: '<p>规则</p>' },
      ageLimit: 20,
      adjustmentApprovalThreshold: '2500.50',
    })
    expect(after.flags.FEEDBACK3).toBe(true)
    // Flags merge: ids the change did not name keep their value.
    expect(Object.keys(after.flags).length).toBe(Object.keys(before.flags).length)
    expect((await admin('GET', '/admin/merchants/demo2')).json().value).toEqual(after)

    const [row] = await db().select().from(merchants).where(eq(merchants.code, 'demo2'))
    expect(row?.adjustmentThresholdMinor).toBe(250050n)
    expect(decodeServicePath(row?.customerService[0]?.path ?? '')).toBe('https://chat.example.test/demo2')

    const [row0] = await auditRows('merchant.update')
    if (!row0) throw new Error('no audit row')
    const audit = row0
    expect(audit).toMatchObject({ actor: 'operator-token', target: 'demo2', merchantId: await idOf('demo2') })
    const changedKeys = Object.keys(audit.after as object).sort()
    expect(changedKeys).toEqual(
      [
        'adjustmentApprovalThreshold',
        'ageLimit',
        'agreement',
        'customerService',
        'defaultLanguage',
        'domains',
        'flags',
        'imageCdns',
        'languages',
        'name',
        'theme',
      ].sort(),
    )
    expect(Object.keys(audit.before as object).sort()).toEqual(changedKeys)
    expect((audit.before as { name: string }).name).toBe(before.name)
    expect((audit.after as { ageLimit: number }).ageLimit).toBe(20)
    // A map keeps only its changed entries: the one flag, not every flag of the merchant.
    expect(audit.after).toMatchObject({ flags: { FEEDBACK3: true } })
    expect(Object.keys((audit.after as { flags: object }).flags)).toEqual(['FEEDBACK3'])
    expect(Object.keys((audit.before as { flags: object }).flags)).toEqual(['FEEDBACK3'])

    // The player app: theme colour, header logo, the new domain resolves to the merchant.
    const status = (await player('/wps/system/status', 'demo2')).json().value
    expect(status.info).toMatchObject({
      merchantName: 'Demo Two',
      primaryColor: '#1e90ff',
      defaultLanguage: 'CN',
      ageLimit: 20,
      imageCDNs: ['https://img.example.test'],
    })
    expect(status.info.mobileTemplate.h5_logo).toBe('/cdn/brand/demo2-new.png')
    expect(decodeServicePath(status.info.customerService[0].path)).toBe('https://chat.example.test/demo2')
    const byHost = await t.app.inject({ url: '/wps/system/status', headers: { host: 'play.demo2.example.test' } })
    expect(byHost.json().value.info.merchantCode).toBe('demo2')
    const templates = (await player('/wps/system/templates', 'demo2')).json().value
    expect(templates).toMatchObject({ primaryColor: '#1e90ff', logo: '/cdn/brand/demo2-new.png' })
  })

  it('saving unchanged settings writes no audit row', async () => {
    const count = (await auditRows('merchant.update')).length
    const current = (await admin('GET', '/admin/merchants/demo2')).json().value
    const res = await admin('PUT', '/admin/merchants/demo2/settings', {
      name: current.name,
      ageLimit: current.ageLimit,
    })
    expect(res.statusCode).toBe(200)
    expect((await auditRows('merchant.update')).length).toBe(count)
  })

  it.each([
    ['defaultLanguage', { languages: ['EN'], defaultLanguage: 'TY' }],
    ['defaultLanguage', { languages: ['TY'] }],
    ['languages', { languages: ['EN', 'KM'], defaultLanguage: 'EN' }],
    ['domains', { domains: ['localhost'] }],
    ['theme.logoUrl', { theme: { primaryColor: '#112233', logoUrl: 'javascript:alert(1)' } }],
    ['customerService.0.url', { customerService: [{ title: 'CS', csType: 'X', url: 'javascript:alert(1)' }] }],
    ['adjustmentApprovalThreshold', { adjustmentApprovalThreshold: '-1' }],
    ['allowedCountries', { regionRestriction: true, allowedCountries: [] }],
    [
      'registerSettings.username',
      {
        registerSettings: {
          username: { enabled: true, required: true, acceptedPattern: '(', patternId: 1, minLength: 4, maxLength: 10 },
        },
      },
    ],
  ])('refuses an invalid %s with invalid_settings and writes nothing', async (field, patch) => {
    const before = (await admin('GET', '/admin/merchants/demo2')).json().value
    const audits = (await auditRows('merchant.update')).length
    // Changing the name too: proves nothing of a refused change is half-written.
    const res = await admin('PUT', '/admin/merchants/demo2/settings', { ...patch, name: 'Half written' })
    expect(res.statusCode, res.body).toBe(400)
    const body = res.json()
    expect(body.errorCode).toBe('invalid_settings')
    expect(body.value).toMatchObject({ field })
    expect(body.message).toContain(field)
    expect((await admin('GET', '/admin/merchants/demo2')).json().value).toEqual(before)
    expect((await auditRows('merchant.update')).length).toBe(audits)
  })

  it('refuses a malformed body at the edge and an unknown merchant with 404', async () => {
    const bad = await admin('PUT', '/admin/merchants/demo2/settings', { theme: { primaryColor: 'red', logoUrl: null } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errorCode).toBe('request_param_err')
    const unknown = await admin('GET', '/admin/merchants/nope')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errorCode).toBe('merchant_not_found')
  })

  it('refuses every call without a staff credential', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/merchants' })
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('staff_unauthorized')
  })

  it('lists only the merchants in scope and treats another as unknown; a reader cannot change', async () => {
    const scoped = staffHeaders(await staffSession(t.app, 'demo2admin', { clock }))
    const as = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: scoped, ...(payload ? { payload } : {}) })
    const list = await as('GET', '/admin/merchants')
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().value.map((m: { code: string }) => m.code)).toEqual(['demo2'])
    expect((await as('GET', '/admin/merchants/demo2')).statusCode).toBe(200)
    for (const [method, url, payload] of [
      ['GET', '/admin/merchants/demo', undefined],
      ['PUT', '/admin/merchants/demo/settings', { maintenance: true }],
      ['GET', '/admin/dashboard?merchant=demo', undefined],
      ['GET', '/admin/maintenance?merchant=demo', undefined],
      [
        'POST',
        '/admin/maintenance',
        {
          merchant: 'demo',
          vendorCode: null,
          startsAt: clock.now().toISOString(),
          endsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
        },
      ],
    ] as const) {
      const res = await as(method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json().errorCode).toBe('merchant_not_found')
    }
    // Another merchant's window cannot be deleted either, and stays.
    const created = await admin('POST', '/admin/maintenance', {
      merchant: 'demo',
      vendorCode: null,
      startsAt: new Date(clock.now().getTime() + 10 * HOUR).toISOString(),
      endsAt: new Date(clock.now().getTime() + 11 * HOUR).toISOString(),
    })
    const id = created.json().value.id as number
    expect((await as('DELETE', `/admin/maintenance/${id}`)).statusCode).toBe(404)
    expect(
      (await admin('GET', '/admin/maintenance?merchant=demo')).json().value.map((w: { id: number }) => w.id),
    ).toContain(id)
    expect((await admin('DELETE', `/admin/maintenance/${id}`)).statusCode).toBe(200)
    expect((await demo('demo')).maintenance).toBe(false)

    const viewer = staffHeaders(await staffSession(t.app, 'viewer', { clock }))
    expect((await t.app.inject({ method: 'GET', url: '/admin/merchants/demo', headers: viewer })).statusCode).toBe(200)
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/admin/merchants/demo/settings',
      headers: viewer,
      payload: { maintenance: true },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('staff_forbidden')
  })
})

describe('dashboard', () => {
  it('counts the queues and today in the merchant time zone', async () => {
    const before = (await admin('GET', '/admin/dashboard?merchant=demo')).json().value
    expect(before).toMatchObject({ pendingAdjustments: expect.any(Number), todayGgr: expect.any(String) })
    const demoId = await idOf('demo')
    const memberId = await memberIdOf(db(), 'demo')
    await db().insert(balanceAdjustments).values({
      merchantId: demoId,
      memberId,
      amountMinor: 500_000n,
      reason: 'dashboard test',
      state: 'pending',
      idemKey: 'dash-1',
      requestedBy: 'ops',
    })
    await db().insert(gameRounds).values({
      provider: 'TEST',
      roundId: 'dash-round',
      merchantId: demoId,
      memberId,
      gameCode: 'g',
      currency: 'PHP',
      status: 'settled',
      betMinor: 1000n,
      winMinor: 300n,
      createdAt: clock.now(),
    })
    await db().insert(members).values({
      merchantId: demoId,
      username: 'dashnew',
      usernameKey: 'dashnew',
      passwordHash: 'x',
      regDate: clock.now(),
    })
    const after = (await admin('GET', '/admin/dashboard?merchant=demo')).json().value
    expect(after.pendingAdjustments).toBe(before.pendingAdjustments + 1)
    expect(after.todayNewPlayers).toBe(before.todayNewPlayers + 1)
    expect(Math.round((Number(after.todayGgr) - Number(before.todayGgr)) * 100)).toBe(700)
  })
})

describe('maintenance', () => {
  const launchOf = (nodeId: number, token = member) =>
    player(`/wps/game/launchGame?launchMode=GLS&platform=html5&nodeId=${nodeId}&accountType=1`, 'demo', token)
  const firstGameOf = async (vendor: string, merchant = 'demo') => {
    const games = (await player(`/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=1`, merchant)).json().value
      .games
    return games[0] as { nodeId: number; maintenance?: boolean }
  }

  it('switched on: status says so, game lists and launches answer maintenance, other merchants play on', async () => {
    const game = await firstGameOf('PGS')
    expect((await admin('PUT', '/admin/merchants/demo/settings', { maintenance: true })).statusCode).toBe(200)
    expect((await player('/wps/system/status')).json().value.maintenance).toBe(true)
    for (const url of [
      '/wps/relay/GCSGAME_gameList?pageSize=5',
      '/wps/relay/GCSGAME_hotGamesV2?platform=html5',
      '/wps/relay/GCSGAME_newGameVendor?platform=html5',
      '/lgw/games/mobile',
    ]) {
      const res = await player(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().errorCode).toBe('function.not.available')
    }
    const launch = await launchOf(game.nodeId)
    expect(launch.statusCode).toBe(400)
    expect(launch.json().errorCode).toBe('function.not.available')
    expect((await player('/wps/relay/GCSGAME_gameList?pageSize=5', 'demo2')).statusCode).toBe(200)
    expect((await player('/wps/system/status', 'demo2')).json().value.maintenance).toBe(false)

    expect((await admin('PUT', '/admin/merchants/demo/settings', { maintenance: false })).statusCode).toBe(200)
    expect((await player('/wps/relay/GCSGAME_gameList?pageSize=5')).statusCode).toBe(200)
    expect((await player('/wps/system/status')).json().value.maintenance).toBe(false)
  })

  it('scheduled for the merchant: closed only while the window is open', async () => {
    const start = new Date(clock.now().getTime() + HOUR)
    const end = new Date(start.getTime() + HOUR)
    const res = await admin('POST', '/admin/maintenance', {
      merchant: 'demo',
      vendorCode: null,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      note: 'database upgrade',
    })
    expect(res.statusCode, res.body).toBe(200)
    const window = res.json().value
    expect(window).toMatchObject({ merchant: 'demo', vendorCode: null, note: 'database upgrade' })
    const [audit] = await auditRows('maintenance.create')
    expect(audit).toMatchObject({ target: 'demo', before: null, detail: { windowId: window.id, vendorCode: null } })
    expect((await admin('GET', '/admin/maintenance?merchant=demo')).json().value).toContainEqual(window)

    expect((await player('/wps/relay/GCSGAME_gameList?pageSize=5')).statusCode).toBe(200)
    clock.advance(HOUR + 1000)
    expect((await player('/wps/system/status')).json().value.maintenance).toBe(true)
    expect((await player('/wps/relay/GCSGAME_gameList?pageSize=5')).json().errorCode).toBe('function.not.available')
    const list = (await admin('GET', '/admin/merchants')).json().value
    expect(list.find((m: { code: string }) => m.code === 'demo')).toMatchObject({
      maintenance: false,
      maintenanceNow: true,
    })
    clock.advance(HOUR)
    expect((await player('/wps/relay/GCSGAME_gameList?pageSize=5')).statusCode).toBe(200)
    expect((await player('/wps/system/status')).json().value.maintenance).toBe(false)

    const del = await admin('DELETE', `/admin/maintenance/${window.id}`)
    expect(del.statusCode).toBe(200)
    expect((await auditRows('maintenance.delete'))[0]).toMatchObject({
      target: 'demo',
      after: null,
      detail: { windowId: window.id },
    })
    expect((await admin('DELETE', `/admin/maintenance/${window.id}`)).statusCode).toBe(404)
  })

  it('refuses a window that ends before it starts or names an unknown vendor', async () => {
    const now = clock.now().getTime()
    const body = (startsAt: number, endsAt: number, vendorCode: string | null = null) => ({
      merchant: 'demo',
      vendorCode,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    })
    const backwards = await admin('POST', '/admin/maintenance', body(now + HOUR, now))
    expect(backwards.json()).toMatchObject({ errorCode: 'invalid_settings', value: { field: 'endsAt' } })
    const unknown = await admin('POST', '/admin/maintenance', body(now, now + HOUR, 'NOPE'))
    expect(unknown.json()).toMatchObject({ errorCode: 'invalid_settings', value: { field: 'vendorCode' } })
  })

  it('scheduled or switched for one vendor: its launches answer maintenance, the others launch', async () => {
    member = await sessionTokenFor(db(), await demoMember(), await idOf('demo'), clock.now())
    const pgs = await firstGameOf('PGS')
    const now = clock.now().getTime()
    const res = await admin('POST', '/admin/maintenance', {
      merchant: 'demo',
      vendorCode: 'PGS',
      startsAt: new Date(now - 1000).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
    })
    expect(res.statusCode, res.body).toBe(200)
    // A vendor's window joins its merchant's trail, the vendor in detail.
    expect((await auditRows('maintenance.create'))[0]).toMatchObject({
      target: 'demo',
      detail: { windowId: res.json().value.id, vendorCode: 'PGS' },
    })
    const refused = await launchOf(pgs.nodeId)
    expect(refused.statusCode).toBe(503)
    expect(refused.json().errorCode).toBe('vendor.maintenance')
    // The lists still answer: only the vendor is down, its games and cards marked.
    expect((await player('/wps/relay/GCSGAME_gameList?pageSize=5')).statusCode).toBe(200)
    expect((await firstGameOf('PGS')).maintenance).toBe(true)
    const lanes = (await player('/wps/relay/GCSGAME_newGameVendor?platform=html5')).json().value.data.lanes as {
      cards: { vassalage: string; maintenance?: boolean }[]
    }[]
    const cards = lanes.flatMap((l) => l.cards)
    expect(cards.filter((c) => c.vassalage === 'PGS').every((c) => c.maintenance === true)).toBe(true)
    expect(cards.filter((c) => c.vassalage !== 'PGS').some((c) => c.maintenance)).toBe(false)
    // demo2 offers PGS too and is not affected by demo's window.
    expect((await firstGameOf('PGS', 'demo2')).maintenance).toBeUndefined()
    clock.advance(HOUR)
    member = await sessionTokenFor(db(), await demoMember(), await idOf('demo'), clock.now())
    expect((await launchOf(pgs.nodeId)).json().errorCode).not.toBe('vendor.maintenance')

    // The operator's per-merchant switch (merchant_vendors.maintenance) counts the same way.
    await db()
      .update(merchantVendors)
      .set({ maintenance: true })
      .where(and(eq(merchantVendors.merchantId, await idOf('demo')), eq(merchantVendors.vendorCode, 'PGS')))
    expect((await launchOf(pgs.nodeId)).json().errorCode).toBe('vendor.maintenance')
    await db()
      .update(merchantVendors)
      .set({ maintenance: false })
      .where(and(eq(merchantVendors.merchantId, await idOf('demo')), eq(merchantVendors.vendorCode, 'PGS')))
  })
})
