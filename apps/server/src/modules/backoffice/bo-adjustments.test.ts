import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { memberIdOf } from '../../../test/members.ts'
import { apiKeyFor, staffHeaders, staffSession } from '../../../test/staff.ts'
import { auditLog, balanceAdjustments, merchants, walletAccounts, walletTransactions } from '../../db/schema.ts'

let t: TestContext
let finance: Record<string, string>
let admin: Record<string, string>
let support: Record<string, string>
const owner = { 'x-admin-token': ADMIN_TOKEN }

let n = 0
const key = () => `test-key-${Date.now()}-${n++}`

const post = (headers: Record<string, string>, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object })

const create = (headers: Record<string, string>, body: { memberId: number; amount: string; key?: string }) =>
  post(headers, '/admin/adjustments', { reason: 'goodwill credit', key: key(), ...body })

/** An adjustment's audit rows: in its member's trail (target the member id), the adjustment in detail. */
const adjustmentAudit = (action: string, memberId: number, adjustmentId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.target, String(memberId)),
        sql`${auditLog.detail}->>'adjustmentId' = ${String(adjustmentId)}`,
      ),
    )

async function balanceOf(memberId: number): Promise<bigint> {
  const [row] = await t.database.db
    .select({ b: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.currency, 'PHP')))
  return row?.b ?? 0n
}

/** Ledger transactions an adjustment posted (the posting is keyed by the adjustment's id). */
const postingsOf = (id: number) =>
  t.database.db
    .select()
    .from(walletTransactions)
    .where(like(walletTransactions.idempotencyKey, `backoffice-adjustment:${id}`))

beforeAll(async () => {
  t = await createTestApp()
  finance = staffHeaders(await staffSession(t.app, 'finance'))
  admin = staffHeaders(await staffSession(t.app, 'admin'))
  support = staffHeaders(await staffSession(t.app, 'support'))
})
afterAll(async () => t.close())

describe('balance adjustments', () => {
  it('support staff cannot adjust; finance can, applied at once up to the threshold', async () => {
    const demo = await memberIdOf(t.database.db, 'demo')
    const refused = await create(support, { memberId: demo, amount: '10.00' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('staff_forbidden')

    const before = await balanceOf(demo)
    const res = await create(finance, { memberId: demo, amount: '50.00' })
    expect(res.statusCode, res.body).toBe(200)
    const a = res.json().value
    expect(a).toMatchObject({ state: 'applied', amount: '50.00', requestedBy: 'finance', username: 'demo' })
    expect(a.transactionId).toBeGreaterThan(0)
    expect(await balanceOf(demo)).toBe(before + 5000n)
    const [audit] = await adjustmentAudit('adjustment.create', demo, a.id)
    expect(audit).toMatchObject({ actor: 'finance', actorType: 'session', before: null })
    expect(audit?.after).toMatchObject({ state: 'applied', amount: '50.00' })
  })

  it('the same key answers the same adjustment and posts nothing more', async () => {
    const demo = await memberIdOf(t.database.db, 'demo')
    const k = key()
    const first = await create(finance, { memberId: demo, amount: '12.34', key: k })
    const after = await balanceOf(demo)
    const again = await create(finance, { memberId: demo, amount: '12.34', key: k })
    expect(again.statusCode).toBe(200)
    expect(again.json().value).toEqual(first.json().value)
    expect(await balanceOf(demo)).toBe(after)
    expect(await postingsOf(first.json().value.id)).toHaveLength(1)
    const other = await create(finance, { memberId: demo, amount: '99.00', key: k })
    expect(other.statusCode).toBe(409)
  })

  it('above the threshold it stays pending, balance unchanged, until another approver applies it', async () => {
    const demo = await memberIdOf(t.database.db, 'demo')
    const before = await balanceOf(demo)
    const res = await create(finance, { memberId: demo, amount: '1500.00' })
    const a = res.json().value
    expect(a).toMatchObject({ state: 'pending', transactionId: null, decidedBy: null })
    expect(await balanceOf(demo)).toBe(before)

    const own = await post(finance, `/admin/adjustments/${a.id}/approve`, {})
    expect(own.statusCode).toBe(403)
    expect(own.json().errorCode).toBe('adjustment_same_approver')
    const bySupport = await post(support, `/admin/adjustments/${a.id}/approve`, {})
    expect(bySupport.statusCode).toBe(403)
    expect(bySupport.json().errorCode).toBe('staff_forbidden')
    expect(await balanceOf(demo)).toBe(before)

    const ok = await post(admin, `/admin/adjustments/${a.id}/approve`, { note: 'checked the ticket' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().value).toMatchObject({ state: 'applied', decidedBy: 'admin', decisionNote: 'checked the ticket' })
    expect(await balanceOf(demo)).toBe(before + 150_000n)
    expect(await postingsOf(a.id)).toHaveLength(1)
    const [audit] = await adjustmentAudit('adjustment.approve', demo, a.id)
    expect(audit?.before).toMatchObject({ state: 'pending' })
    expect(audit?.after).toMatchObject({ state: 'applied' })

    const twice = await post(admin, `/admin/adjustments/${a.id}/approve`, {})
    expect(twice.statusCode).toBe(409)
    expect(twice.json().errorCode).toBe('adjustment_not_pending')
  })

  it('two approvers racing apply it once', async () => {
    const demo = await memberIdOf(t.database.db, 'demo')
    const before = await balanceOf(demo)
    const a = (await create(finance, { memberId: demo, amount: '2000.00' })).json().value
    const results = await Promise.all([
      post(admin, `/admin/adjustments/${a.id}/approve`, {}),
      post(owner, `/admin/adjustments/${a.id}/approve`, {}),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await postingsOf(a.id)).toHaveLength(1)
    expect(await balanceOf(demo)).toBe(before + 200_000n)
  })

  it('a rejected adjustment cannot be approved', async () => {
    const demo = await memberIdOf(t.database.db, 'demo')
    const before = await balanceOf(demo)
    const a = (await create(finance, { memberId: demo, amount: '-1500.00' })).json().value
    const rej = await post(admin, `/admin/adjustments/${a.id}/reject`, { note: 'no ticket' })
    expect(rej.json().value).toMatchObject({ state: 'rejected', decidedBy: 'admin', transactionId: null })
    const late = await post(owner, `/admin/adjustments/${a.id}/approve`, {})
    expect(late.json().errorCode).toBe('adjustment_not_pending')
    expect(await balanceOf(demo)).toBe(before)
    const audit = await adjustmentAudit('adjustment.reject', demo, a.id)
    expect(audit).toHaveLength(1)
  })

  it('never takes a balance below zero', async () => {
    const jun = await memberIdOf(t.database.db, 'jun')
    const balance = await balanceOf(jun)
    const tooMuch = (Number(balance) / 100 + 5).toFixed(2)
    // Applied at once (under a raised threshold): refused, and nothing is kept.
    await t.database.db
      .update(merchants)
      .set({ adjustmentThresholdMinor: balance + 100_000n })
      .where(eq(merchants.code, 'demo'))
    const res = await create(finance, { memberId: jun, amount: `-${tooMuch}` })
    await t.database.db.update(merchants).set({ adjustmentThresholdMinor: 100_000n }).where(eq(merchants.code, 'demo'))
    expect(res.statusCode).toBe(409)
    expect(res.json().errorCode).toBe('adjustment_insufficient_balance')
    // Nothing was kept of the refused request.
    const rows = await t.database.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.memberId, jun))
    expect(rows).toHaveLength(0)

    const pending = (
      await create(finance, { memberId: jun, amount: `-${(Number(balance) / 100 + 1000).toFixed(2)}` })
    ).json().value
    expect(pending.state).toBe('pending')
    const approve = await post(admin, `/admin/adjustments/${pending.id}/approve`, {})
    expect(approve.json().errorCode).toBe('adjustment_insufficient_balance')
    const list = await t.app.inject({
      url: `/admin/adjustments?merchant=demo&memberId=${jun}`,
      headers: finance,
    })
    expect(list.json().value).toMatchObject({ total: 1, rows: [{ id: pending.id, state: 'pending' }] })
    expect(await balanceOf(jun)).toBe(balance)
  })

  it('an API key acts for the staff member who created it: neither approves what the other asked for', async () => {
    const demo = await memberIdOf(t.database.db, 'demo')
    const made = await post(admin, '/admin/api-keys', { name: 'admin script', role: 'finance', merchants: 'all' })
    expect(made.statusCode, made.body).toBe(200)
    const adminsKey = { 'x-admin-token': made.json().value.secret }
    const byKey = (await create(adminsKey, { memberId: demo, amount: '1000.01' })).json().value
    expect(byKey.state).toBe('pending')
    for (const same of [adminsKey, admin])
      expect((await post(same, `/admin/adjustments/${byKey.id}/approve`, {})).json().errorCode).toBe(
        'adjustment_same_approver',
      )
    const bySession = (await create(admin, { memberId: demo, amount: '1000.02' })).json().value
    expect((await post(adminsKey, `/admin/adjustments/${bySession.id}/approve`, {})).json().errorCode).toBe(
      'adjustment_same_approver',
    )
    expect((await post(finance, `/admin/adjustments/${byKey.id}/approve`, {})).json().value.state).toBe('applied')
  })

  it('refuses merchants and members outside the caller scope', async () => {
    const demo = await memberIdOf(t.database.db, 'demo')
    const demo2Finance = { 'x-admin-token': await apiKeyFor(t.app, 'finance', ['demo2']) }
    const res = await create(demo2Finance, { memberId: demo, amount: '1.00' })
    expect(res.statusCode).toBe(404)
    expect(res.json().errorCode).toBe('member_not_found')
    const list = await t.app.inject({ url: '/admin/adjustments?merchant=demo', headers: demo2Finance })
    expect(list.statusCode).toBe(404)
    const a = (await create(finance, { memberId: demo, amount: '3000.00' })).json().value
    expect((await post(demo2Finance, `/admin/adjustments/${a.id}/approve`, {})).statusCode).toBe(404)
    expect((await post(demo2Finance, `/admin/adjustments/${a.id}/reject`, {})).statusCode).toBe(404)
  })

  it('lists by state, newest first', async () => {
    const res = await t.app.inject({ url: '/admin/adjustments?merchant=demo&state=pending', headers: finance })
    expect(res.statusCode).toBe(200)
    const v = res.json().value
    expect(v.total).toBeGreaterThanOrEqual(2)
    expect(v.rows.every((r: { state: string }) => r.state === 'pending')).toBe(true)
  })
})
