/**
 * The back office's rebate rates and VIP levels (decision 047): staff with the promotions
 * permission replace them, each change audited, and what members see follows.
 */
import { randomBytes } from 'node:crypto'
import { playerRankProgressSchema, rebateReportSchema } from '@parlor/contract'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { type apiKeyFor, OWNER_HEADERS, operatorCall, staffKeyHeaders } from '../../../test/staff.ts'
import { auditLog, members, memberVip, merchants } from '../../db/schema.ts'

let t: TestContext
let demoId: number
beforeAll(async () => {
  t = await createTestApp()
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
  demoId = m?.id ?? 0
})
afterAll(() => t.close())

const bo = (method: 'GET' | 'PUT', url: string, payload?: object, headers?: object) =>
  operatorCall(t.app, method, url, payload, headers)
const keyHeaders = (role: Parameters<typeof apiKeyFor>[1], merchants: 'all' | string[] = 'all') =>
  staffKeyHeaders(t.app, role, merchants)

async function newMember() {
  const username = `v${randomBytes(5).toString('hex')}`
  const [row] = await t.database.db
    .insert(members)
    .values({ merchantId: demoId, username, usernameKey: username, passwordHash: 'x', type: 0, firstTimeLogin: false })
    .returning()
  if (!row) throw new Error('insert failed')
  return { id: row.id, token: await sessionTokenFor(t.database.db, row.id, demoId) }
}

const player = (url: string, token: string) =>
  t.app.inject({ url, headers: { authorization: token, merchant: 'demo', language: 'EN' } })

const level = (n: number, turnover: string, extra: object = {}) => ({
  level: n,
  name: `Club ${n}`,
  turnover,
  deposit: '0',
  keepTurnover: '0',
  upgradeBonus: '5.50',
  rebateBonusBp: 10 * n,
  withdrawDailyMax: '30000',
  withdrawDailyCount: 4,
  ...extra,
})

const lastAudit = async (action: string) => {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.merchantId, demoId)))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

describe('rebate rates and VIP levels in the back office', () => {
  it('reads the seeded rates and levels in major units and basis points', async () => {
    const res = await bo('GET', '/admin/rebate-settings?merchant=demo')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const v = res.body.value
    expect(v.rates.find((r: { productType: string }) => r.productType === 'RNG')).toEqual({
      productType: 'RNG',
      rateBp: 100,
    })
    expect(v.levels).toHaveLength(5)
    expect(v.levels[1]).toMatchObject({ level: 2, name: 'VIP 2', turnover: '200.00', upgradeBonus: '8.00' })
  })

  it('replaces the rates, audited before and after, and the member’s rebate report shows them', async () => {
    const before = (await bo('GET', '/admin/rebate-settings?merchant=demo')).body.value.rates
    const rates = [
      { productType: 'RNG', rateBp: 150 },
      { productType: 'LIVE', rateBp: 0 },
      { productType: 'FISH', rateBp: 10_000 },
    ]
    const res = await bo('PUT', '/admin/rebate-settings/rates', { merchant: 'demo', rates })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.value.rates).toEqual([...rates].sort((a, b) => a.productType.localeCompare(b.productType)))
    const audit = await lastAudit('rebate_rates.replace')
    expect(audit?.before).toEqual(before)
    expect(audit?.after).toEqual(res.body.value.rates)

    const m = await newMember()
    const day = new Date().toISOString().slice(0, 10)
    const report = await player(`/wps/member/rebateReport?startDate=${day}&endDate=${day}`, m.token)
    expect(report.statusCode, report.body).toBe(200)
    const list = rebateReportSchema.parse(report.json().value).list
    expect(list.find((r) => r.productType === 'RNG')?.rate).toBe(1.5)
    expect(list.find((r) => r.productType === 'FISH')?.rate).toBe(100)
    // Left out: no house rebate for the product type.
    expect(list.find((r) => r.productType === 'SPORTS')?.rate).toBe(0)
  })

  it('refuses rates out of range, unknown product types and a product type given twice', async () => {
    for (const rates of [
      [{ productType: 'RNG', rateBp: 10_001 }],
      [{ productType: 'RNG', rateBp: -1 }],
      [{ productType: 'RNG', rateBp: 1.5 }],
      [{ productType: 'BINGO', rateBp: 10 }],
    ]) {
      const res = await bo('PUT', '/admin/rebate-settings/rates', { merchant: 'demo', rates })
      expect(res.status, JSON.stringify(rates)).toBe(400)
      expect(res.body.success).toBe(false)
    }
    const twice = await bo('PUT', '/admin/rebate-settings/rates', {
      merchant: 'demo',
      rates: [
        { productType: 'RNG', rateBp: 10 },
        { productType: 'RNG', rateBp: 20 },
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.body).toMatchObject({ errorCode: 'bo_rebate_rate_twice' })
    expect(twice.body.message).toContain('RNG')
  })

  it('replaces the levels, audited, and the player’s rank progress shows the new table', async () => {
    const m = await newMember()
    const levels = [
      level(1, '0'),
      level(2, '100'),
      level(3, '100', { withdrawDailyMax: null, withdrawDailyCount: null }),
    ]
    const res = await bo('PUT', '/admin/rebate-settings/vip-levels', { merchant: 'demo', levels })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.value.levels[2]).toMatchObject({ name: 'Club 3', turnover: '100.00', withdrawDailyMax: null })
    const audit = await lastAudit('vip_levels.replace')
    expect((audit?.before ?? []) as unknown[]).toHaveLength(5)
    expect(((audit?.after ?? []) as { name: string }[]).map((l) => l.name)).toEqual(['Club 1', 'Club 2', 'Club 3'])

    const progress = await player('/wps/relay/MCSFE_getPlayerRankProgress', m.token)
    expect(progress.statusCode, progress.body).toBe(200)
    const p = playerRankProgressSchema.parse(progress.json().value)
    expect(p.levels.map((l) => l.name)).toEqual(['Club 1', 'Club 2', 'Club 3'])
    expect(p.next).toMatchObject({ level: 2, turnover: 100, upgradeBonus: 5.5, rebateBonus: 0.2 })
  })

  it('refuses levels out of order, thresholds that go down, bad amounts, with the level named', async () => {
    const cases: [object[], string | null][] = [
      [[level(2, '0'), level(1, '10')], 'bo_vip_level_order'],
      [[level(1, '0'), level(1, '10')], 'bo_vip_level_order'],
      [[level(1, '0'), level(2, '50'), level(3, '20')], 'bo_vip_threshold_order'],
      [[level(1, '0', { deposit: '10' }), level(2, '50', { deposit: '5' })], 'bo_vip_threshold_order'],
      [[level(1, '-1')], null],
      [[level(1, '1.234')], null],
      [[level(1, '0', { rebateBonusBp: 10_001 })], null],
      [[level(100, '0')], null],
      [[level(1, '0', { name: ' ' })], null],
      [[], null],
    ]
    for (const [levels, code] of cases) {
      const res = await bo('PUT', '/admin/rebate-settings/vip-levels', { merchant: 'demo', levels })
      expect(res.status, JSON.stringify(levels)).toBe(400)
      if (code) {
        expect(res.body.errorCode).toBe(code)
        expect(res.body.message).toMatch(/level \d/)
      }
    }
  })

  it('refuses to remove a level members hold, and lets it go once nobody does', async () => {
    const m = await newMember()
    await t.database.db.insert(memberVip).values({ memberId: m.id, merchantId: demoId, level: 3 })
    const two = [level(1, '0'), level(2, '100')]
    const res = await bo('PUT', '/admin/rebate-settings/vip-levels', { merchant: 'demo', levels: two })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ errorCode: 'bo_vip_level_held' })
    expect(res.body.message).toContain('3')
    const held = (await bo('GET', '/admin/rebate-settings?merchant=demo')).body.value
    expect(held.levels).toHaveLength(3)
    expect(held.holders['3']).toBe(1)
    await t.database.db.update(memberVip).set({ level: 1 }).where(eq(memberVip.memberId, m.id))
    expect((await bo('PUT', '/admin/rebate-settings/vip-levels', { merchant: 'demo', levels: two })).status).toBe(200)
  })

  it('lets only roles with the promotions permission change them, and only in their merchants', async () => {
    const rates = { merchant: 'demo', rates: [{ productType: 'RNG', rateBp: 100 }] }
    const support = await keyHeaders('support')
    expect((await bo('GET', '/admin/rebate-settings?merchant=demo', undefined, support)).status).toBe(200)
    expect((await bo('PUT', '/admin/rebate-settings/rates', rates, support)).status).toBe(403)
    const levels = { merchant: 'demo', levels: [level(1, '0'), level(2, '100')] }
    expect((await bo('PUT', '/admin/rebate-settings/vip-levels', levels, support)).status).toBe(403)
    const finance = await keyHeaders('finance')
    expect((await bo('PUT', '/admin/rebate-settings/rates', rates, finance)).status).toBe(200)
    const scoped = await keyHeaders('admin', ['demo2'])
    expect((await bo('GET', '/admin/rebate-settings?merchant=demo', undefined, scoped)).status).toBe(404)
    expect((await bo('PUT', '/admin/rebate-settings/rates', rates, scoped)).status).toBe(404)
    expect((await bo('GET', '/admin/rebate-settings', undefined, OWNER_HEADERS)).status).toBe(400)
  })
})
