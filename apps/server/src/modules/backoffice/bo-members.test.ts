import type { StaffRole } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { memberIdOf, sessionTokenFor } from '../../../test/members.ts'
import { apiKeyFor, staffHeaders, staffSession } from '../../../test/staff.ts'
import { inTransaction } from '../../db/client.ts'
import { auditLog, members, memberVip, merchants, sessions } from '../../db/schema.ts'
import { ensureAccount, postTransaction } from '../wallet/ledger.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import { temporaryPassword } from './bo-members-service.ts'

let t: TestContext

const keyFor = (role: Exclude<StaffRole, 'owner'>, scope: 'all' | string[] = 'all') => apiKeyFor(t.app, role, scope)

/** A token is sent as `X-Admin-Token`; headers (a staff session's cookie) as they are. */
const call = (
  auth: string | Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: typeof auth === 'string' ? { 'x-admin-token': auth } : auth,
    ...(payload ? { payload } : {}),
  })

const signedIn = async (username: string) => staffHeaders(await staffSession(t.app, username))

const list = async (q: string, token = ADMIN_TOKEN) => {
  const res = await call(token, 'GET', `/admin/members?merchant=demo&q=${encodeURIComponent(q)}&pageSize=50`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as { rows: { username: string; id: number; balance: string }[]; total: number }
}

const auditOf = (action: string, memberId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, String(memberId))))

async function demoMerchantId() {
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  return m.id
}

beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(async () => t.close())

describe('member search', () => {
  it('finds by account prefix, normalised mobile, email prefix in any case and sign-in address', async () => {
    expect((await list('de')).rows.map((r) => r.username)).toContain('demo')
    expect((await list('ma')).rows.map((r) => r.username)).toEqual(['marco'])
    // Typed as a member would at sign-in: with the dialling code, spaces and dashes.
    expect((await list('+63 917-123-4567')).rows.map((r) => r.username)).toEqual(['demo'])
    expect((await list('DEMO@EXAMPLE')).rows.map((r) => r.username)).toEqual(['demo'])
    const lina = await memberIdOf(t.database.db, 'lina')
    await sessionTokenFor(t.database.db, lina, await demoMerchantId())
    await t.database.db.update(sessions).set({ ip: '10.9.8.7' }).where(eq(sessions.memberId, lina))
    expect((await list('10.9.8.7')).rows.map((r) => r.username)).toEqual(['lina'])
    expect((await list('10.9.8.70')).total).toBe(0)
  })

  it('treats like wildcards literally and pages', async () => {
    expect((await list('%')).total).toBe(0)
    const all = await list('')
    expect(all.total).toBeGreaterThanOrEqual(8)
    const res = await call(ADMIN_TOKEN, 'GET', '/admin/members?merchant=demo&page=2&pageSize=3')
    expect(res.json().value.rows).toHaveLength(3)
    expect(res.json().value.rows[0].id).toBe(all.rows[3]?.id)
  })

  it('lists only merchants in the caller scope', async () => {
    const demo2Only = await keyFor('support', ['demo2'])
    const res = await call(demo2Only, 'GET', '/admin/members?merchant=demo')
    expect(res.statusCode).toBe(404)
    expect(res.json().errorCode).toBe('merchant_not_found')
    const id = await memberIdOf(t.database.db, 'demo')
    const detail = await call(demo2Only, 'GET', `/admin/members/${id}`)
    expect(detail.statusCode).toBe(404)
    expect(detail.json().errorCode).toBe('member_not_found')
    expect((await call(demo2Only, 'POST', `/admin/members/${id}/sessions/revoke`)).statusCode).toBe(404)
    // A signed-in admin of demo2 only: the same refusals.
    const demo2Admin = await signedIn('demo2admin')
    expect((await call(demo2Admin, 'GET', '/admin/members?merchant=demo')).statusCode).toBe(404)
    expect((await call(demo2Admin, 'PUT', `/admin/members/${id}/state`, { status: 'disabled' })).statusCode).toBe(404)
    expect((await call(demo2Admin, 'GET', '/admin/members?merchant=demo2')).statusCode).toBe(200)
  })

  it('refuses callers without a staff principal or permission', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/members?merchant=demo' })
    expect(res.statusCode).toBe(401)
    const content = await signedIn('content')
    const id = await memberIdOf(t.database.db, 'demo')
    const put = await call(content, 'PUT', `/admin/members/${id}/state`, { testAccount: true })
    expect(put.statusCode).toBe(403)
    expect(put.json().errorCode).toBe('staff_forbidden')
  })
})

describe('member detail', () => {
  it('shows the wallet balance, live sessions, logins, ledger, rounds and inbox', async () => {
    const id = await memberIdOf(t.database.db, 'demo')
    await sessionTokenFor(t.database.db, id, await demoMerchantId())
    const res = await call(ADMIN_TOKEN, 'GET', `/admin/members/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    const d = res.json().value
    expect(d).toMatchObject({ username: 'demo', merchant: 'demo', status: 'active', testAccount: false })
    expect(d.balance).toMatch(/^\d+\.\d{2}$/)
    expect(d.sessions.length).toBeGreaterThanOrEqual(1)
    expect(d.logins.length).toBeGreaterThanOrEqual(1)
    expect(d.ledger.length).toBeGreaterThanOrEqual(1)
    // The newest entry's balance after is the wallet's balance now.
    expect(d.ledger[0].balanceAfter).toBe(d.balance)
    expect(Array.isArray(d.rounds)).toBe(true)
    expect(Array.isArray(d.inbox)).toBe(true)
  })

  it('shows the locked bonus apart from cash, and the VIP level the member holds', async () => {
    const db = t.database.db
    const id = await memberIdOf(db, 'demo')
    const merchantId = await demoMerchantId()
    const before = (await call(ADMIN_TOKEN, 'GET', `/admin/members/${id}`)).json().value
    expect(before.bonusBalance).toBe('0.00')
    await inTransaction(db, async (tx) => {
      const from = await ensureAccount(tx, { merchantId, kind: 'promotions', currency: 'PHP' })
      const to = await ensureAccount(tx, { merchantId, kind: 'bonus', memberId: id, currency: 'PHP' })
      await postTransaction(tx, {
        merchantId,
        key: `test-bonus:${id}`,
        kind: 'bonus_grant',
        reason: 'test',
        memberId: id,
        legs: [
          { accountId: from, amount: -12_345n },
          { accountId: to, amount: 12_345n },
        ],
      })
    })
    await db
      .insert(memberVip)
      .values({ memberId: id, merchantId, level: 3 })
      .onConflictDoUpdate({
        target: memberVip.memberId,
        set: { level: 3 },
      })
    const after = (await call(ADMIN_TOKEN, 'GET', `/admin/members/${id}`)).json().value
    expect(after).toMatchObject({ bonusBalance: '123.45', vipLevel: 3, balance: before.balance })
  })

  it('answers 404 for an unknown member', async () => {
    const res = await call(ADMIN_TOKEN, 'GET', '/admin/members/99999999')
    expect(res.statusCode).toBe(404)
  })
})

describe('member changes', () => {
  it('disabling signs the member out and is audited with before and after; enabling again works', async () => {
    const support = await signedIn('support')
    const id = await memberIdOf(t.database.db, 'jun')
    await sessionTokenFor(t.database.db, id, await demoMerchantId())
    const res = await call(support, 'PUT', `/admin/members/${id}/state`, { status: 'disabled' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({ status: 'disabled', sessions: [] })
    const live = await t.database.db.select().from(sessions).where(eq(sessions.memberId, id))
    expect(live.every((s) => s.revokedAt !== null && s.revokedReason === 'disabled')).toBe(true)
    const [audit] = await auditOf('member.update', id)
    expect(audit).toMatchObject({
      actor: 'support',
      actorType: 'session',
      before: { status: 'active', testAccount: false },
      after: { status: 'disabled', testAccount: false },
    })
    const back = await call(support, 'PUT', `/admin/members/${id}/state`, { status: 'active', testAccount: true })
    expect(back.json().value).toMatchObject({ status: 'active', testAccount: true })
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id))
    expect(row).toMatchObject({ status: 1, testAccount: true })
  })

  it('corrects a date of birth the member set, by the member’s rules, audited with before and after', async () => {
    const support = await signedIn('support')
    const id = await memberIdOf(t.database.db, 'rico')
    await t.database.db.update(members).set({ birthDate: '1991-07-04' }).where(eq(members.id, id))
    const young = await call(support, 'PUT', `/admin/members/${id}/state`, { birthDate: '2020-01-01' })
    expect(young.statusCode).toBe(400)
    expect(young.json()).toMatchObject({
      errorCode: 'birthdate.age.err',
      message: 'You must be at least 18 years old to play here.',
    })
    const bad = await call(support, 'PUT', `/admin/members/${id}/state`, { birthDate: '1991-02-30' })
    expect(bad.json().errorCode).toBe('birthdate.format.err')
    const res = await call(support, 'PUT', `/admin/members/${id}/state`, { birthDate: '1991-04-07' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.birthDate).toBe('1991-04-07')
    const [audit] = await auditOf('member.update', id)
    expect(audit).toMatchObject({ before: { birthDate: '1991-07-04' }, after: { birthDate: '1991-04-07' } })
  })

  it('resets the password to a temporary one the member must change, signing every session out', async () => {
    const id = await memberIdOf(t.database.db, 'marco')
    await sessionTokenFor(t.database.db, id, await demoMerchantId())
    const res = await call(ADMIN_TOKEN, 'POST', `/admin/members/${id}/password-reset`)
    expect(res.statusCode, res.body).toBe(200)
    const temporary = res.json().value.temporaryPassword as string
    expect(temporary.length).toBeGreaterThanOrEqual(8)
    const live = await t.database.db.select().from(sessions).where(eq(sessions.memberId, id))
    expect(live.every((s) => s.revokedAt !== null)).toBe(true)

    const old = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'marco', password: 'demo1234', type: 'username' },
    })
    expect(old.json().success).toBe(false)
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'marco', password: temporary, type: 'username' },
    })
    expect(login.statusCode, login.body).toBe(200)
    expect(login.json().value).toMatchObject({ changePassword: true })

    const [audit] = await auditOf('member.password_reset', id)
    expect(audit?.after).toEqual({ mustChangePassword: true })
    // Neither the password nor its hash reaches the audit log.
    expect(JSON.stringify(audit)).not.toContain('argon2')
    expect(JSON.stringify(audit)).not.toContain(temporary)
  })

  it('revokes every live session and says how many', async () => {
    const id = await memberIdOf(t.database.db, 'rico')
    const m = await demoMerchantId()
    const token = await sessionTokenFor(t.database.db, id, m)
    await sessionTokenFor(t.database.db, id, m)
    const res = await call(ADMIN_TOKEN, 'POST', `/admin/members/${id}/sessions/revoke`)
    expect(res.json().value).toEqual({ revoked: 2 })
    const again = await call(ADMIN_TOKEN, 'POST', `/admin/members/${id}/sessions/revoke`)
    expect(again.json().value).toEqual({ revoked: 0 })
    const me = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } })
    expect(me.json().success).toBe(false)
    expect(await auditOf('member.sessions_revoke', id)).toHaveLength(2)
  })

  it('read-only staff may look but not change', async () => {
    const viewer = await signedIn('viewer')
    const id = await memberIdOf(t.database.db, 'lina')
    expect((await call(viewer, 'GET', `/admin/members/${id}`)).statusCode).toBe(200)
    const res = await call(viewer, 'POST', `/admin/members/${id}/password-reset`)
    expect(res.statusCode).toBe(403)
    expect(res.json().errorCode).toBe('staff_forbidden')
  })
})

describe('temporary passwords', () => {
  const rule = (acceptedPattern: string, minLength: number, maxLength: number) =>
    ({
      registerSettings: {
        password: { enabled: true, required: true, acceptedPattern, patternId: 1, minLength, maxLength },
      },
    }) as unknown as Merchant

  it('meet the merchant rule, whatever it asks for', () => {
    expect(temporaryPassword(rule('^\\d+$', 6, 10))).toMatch(/^\d{12}$/)
    expect(temporaryPassword(rule('^(?=.*[a-z])(?=.*\\d)[a-z0-9]+$', 16, 20))).toMatch(/^[a-z0-9]{16}$/)
    expect(temporaryPassword(rule('^(?=.*[!#%+=?@-]).+$', 8, 64))).toMatch(/[!#%+=?@-]/)
    const open = temporaryPassword({ registerSettings: {} } as unknown as Merchant)
    expect(open).toMatch(/^[\x21-\x7e]{12}$/)
    expect(temporaryPassword(rule('*', 0, 0))).not.toBe(temporaryPassword(rule('*', 0, 0)))
  })
})
