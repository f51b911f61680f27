/**
 * Staff set up promotions through the real routes: what they save is what members see and are
 * paid, changes are audited with before and after, and bad input, other merchants and roles
 * without the permission are refused.
 */
import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { type apiKeyFor, operatorCall, staffKeyHeaders } from '../../../test/staff.ts'
import { auditLog, members, merchants } from '../../db/schema.ts'

let t: TestContext
let demoId: number
beforeAll(async () => {
  t = await createTestApp()
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
  demoId = m?.id ?? 0
})
afterAll(() => t.close())

const bo = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers?: object) =>
  operatorCall(t.app, method, url, payload, headers)
const keyHeaders = (role: Parameters<typeof apiKeyFor>[1], merchants: 'all' | string[] = 'all') =>
  staffKeyHeaders(t.app, role, merchants)

type Listed = { id: number; title: string; content: string; reward: number; status: string; target: number | null }
async function playerList(token?: string): Promise<Listed[]> {
  const name = token ? 'MCSFE_getAvailablePromotions' : 'MCSFE_getMerchantAvailablePromotions'
  const res = await t.app.inject({
    url: `/wps/relay/${name}`,
    headers: { merchant: 'demo', language: 'EN', ...(token ? { authorization: token } : {}) },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}

async function newMember() {
  const username = `p${randomBytes(5).toString('hex')}`
  const [row] = await t.database.db
    .insert(members)
    .values({ merchantId: demoId, username, usernameKey: username, passwordHash: 'x', type: 0, firstTimeLogin: false })
    .returning()
  if (!row) throw new Error('insert failed')
  return sessionTokenFor(t.database.db, row.id, demoId)
}

const hour = 3_600_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const checkin = {
  merchant: 'demo',
  kind: 'DAILY_CHECKIN',
  category: 'DAILY',
  titles: { TY: 'Araw-araw na bonus', EN: 'Daily bonus' },
  rules: { EN: '<p>Claim <b>2.50</b><img src=x onerror="alert(1)"></p>' },
  startAt: iso(-hour),
  reward: { amount: '2.50' },
}

describe('promotions in the back office', () => {
  it('creates a check-in members see and claim, counts what it paid, and audits each change', async () => {
    const created = await bo('POST', '/admin/promotions', checkin)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = created.body.value.id as number
    expect(created.body.value).toMatchObject({
      kind: 'DAILY_CHECKIN',
      reward: { amount: '2.50', gameType: null, target: null },
      enabled: true,
      claims: 0,
      paid: '0.00',
    })

    // Stored as written; the player app sanitises where it shows it.
    const seen = (await playerList()).find((p) => p.id === id)
    expect(seen).toMatchObject({ title: 'Daily bonus', content: checkin.rules.EN, reward: 2.5, status: 'Join' })

    const token = await newMember()
    const claim = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/PROMOFE_claimPromotion',
      headers: { authorization: token, language: 'EN' },
      payload: { promotionId: id },
    })
    expect(claim.statusCode, claim.body).toBe(200)
    const listed = (await bo('GET', '/admin/promotions?merchant=demo')).body.value as { id: number }[]
    expect(listed.find((p) => p.id === id)).toMatchObject({ claims: 1, paid: '2.50' })

    // A new amount pays later claims; disabling takes it off the player app.
    const changed = await bo('PUT', `/admin/promotions/${id}`, { ...checkin, reward: { amount: '3' }, enabled: false })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.value).toMatchObject({ reward: { amount: '3.00' }, enabled: false, claims: 1 })
    expect((await playerList(token)).some((p) => p.id === id)).toBe(false)

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `promotion:${id}`))
      .orderBy(desc(auditLog.id))
    expect(audits.map((a) => a.action)).toEqual(['promotion.update', 'promotion.create'])
    expect(audits[0]?.before).toEqual({ enabled: true, reward: { amount: '2.50', gameType: null, target: null } })
    expect(audits[0]?.after).toEqual({ enabled: false, reward: { amount: '3.00', gameType: null, target: null } })
    expect(audits[0]?.actor).toBeTruthy()
  })

  it('sets up a mission with its game type and target, shown to members as the bet to reach', async () => {
    const created = await bo('POST', '/admin/promotions', {
      ...checkin,
      kind: 'MISSION',
      category: 'LIVE',
      titles: { TY: 'Misyon sa live', EN: 'Live mission' },
      reward: { amount: '20', gameType: 'LIVE', target: '500.50' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.value.reward).toEqual({ amount: '20.00', gameType: 'LIVE', target: '500.50' })
    const seen = (await playerList(await newMember())).find((p) => p.id === created.body.value.id)
    expect(seen).toMatchObject({ status: 'Join', reward: 20, target: 500.5 })
  })

  it('refuses bad set-ups with the field or reason named, and writes nothing', async () => {
    const before = (await bo('GET', '/admin/promotions?merchant=demo')).body.value.length
    const refused = async (body: object, status: number, code: string) => {
      const res = await bo('POST', '/admin/promotions', body)
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      expect(res.body.errorCode).toBe(code)
      expect(res.body.message).toEqual(expect.any(String))
    }
    // A mission without what to bet, nothing to pay, an unknown kind.
    await refused({ ...checkin, kind: 'MISSION' }, 400, 'request_param_err')
    await refused({ ...checkin, reward: { amount: '0.00' } }, 400, 'request_param_err')
    await refused({ ...checkin, reward: { amount: '-5' } }, 400, 'request_param_err')
    await refused({ ...checkin, kind: 'RAFFLE' }, 400, 'request_param_err')
    await refused({ ...checkin, titles: { EN: 'No default language' } }, 400, 'bo_title_required')
    await refused({ ...checkin, endAt: iso(-2 * hour) }, 400, 'bo_invalid_schedule')
    expect((await bo('GET', '/admin/promotions?merchant=demo')).body.value.length).toBe(before)
  })

  it('keeps a promotion to its kind and its merchant', async () => {
    const id = (await bo('POST', '/admin/promotions', checkin)).body.value.id as number
    const mission = { ...checkin, kind: 'MISSION', reward: { amount: '1', gameType: 'RNG', target: '10' } }
    const kind = await bo('PUT', `/admin/promotions/${id}`, mission)
    expect(kind.status).toBe(409)
    expect(kind.body.errorCode).toBe('bo_promotion_kind_fixed')
    const elsewhere = await bo('PUT', `/admin/promotions/${id}`, { ...checkin, merchant: 'demo2' })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.errorCode).toBe('bo_promotion_not_found')
  })

  it('lets only roles with the permission change promotions, and only in their merchants', async () => {
    const support = await keyHeaders('support')
    expect((await bo('GET', '/admin/promotions?merchant=demo', undefined, support)).status).toBe(200)
    expect((await bo('POST', '/admin/promotions', checkin, support)).status).toBe(403)
    const finance = await keyHeaders('finance')
    expect((await bo('POST', '/admin/promotions', checkin, finance)).status).toBe(200)
    const scoped = await keyHeaders('admin', ['demo2'])
    expect((await bo('GET', '/admin/promotions?merchant=demo', undefined, scoped)).status).toBe(404)
    expect((await bo('POST', '/admin/promotions', checkin, scoped)).status).toBe(404)
  })
})
