import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { memberIdOf } from '../../../test/members.ts'
import { auditLog, inboxMessages, members, merchants, walletTransactions } from '../../db/schema.ts'

const LOCAL = 'local-operator-token-0123456789'
let t: TestContext
beforeAll(async () => {
  // As server.ts runs an embedded database without PARLOR_ADMIN_TOKEN: a local token only.
  t = await createTestApp({ PARLOR_ADMIN_TOKEN: '' }, { localOperatorToken: LOCAL })
})
afterAll(() => t.close())

const adjustment = (body: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/wallet/adjustments',
    headers: { 'x-admin-token': LOCAL, language: 'EN', ...headers },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  })

const call = (method: 'PATCH' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { 'x-admin-token': LOCAL, language: 'EN' }, payload })

const auditRows = (action: string, target: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))
    .orderBy(desc(auditLog.id))

/** While `fn` runs, the database refuses every audit row, as a failing write after the change would. */
async function withAuditRefused(fn: () => Promise<void>) {
  const db = t.database.db
  await db.execute(
    sql.raw(`create function test_refuse_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit refused'; end $$`),
  )
  await db.execute(
    sql.raw(
      'create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()',
    ),
  )
  try {
    await fn()
  } finally {
    await db.execute(sql.raw('drop trigger test_refuse_audit on audit_log'))
    await db.execute(sql.raw('drop function test_refuse_audit()'))
  }
}

describe('local operator token', () => {
  it('is accepted from this machine only, never through a proxy', async () => {
    expect((await t.app.inject({ url: '/admin/sms-outbox', headers: { 'x-admin-token': LOCAL } })).statusCode).toBe(200)
    const far = await t.app.inject({
      url: '/admin/sms-outbox',
      headers: { 'x-admin-token': LOCAL },
      remoteAddress: '10.1.2.3',
    })
    expect(far.statusCode).toBe(401)
    const proxied = await t.app.inject({
      url: '/admin/sms-outbox',
      headers: { 'x-admin-token': LOCAL, 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: '/admin/sms-outbox', headers: { 'x-admin-token': 'x'.repeat(30) } })).statusCode,
    ).toBe(401)
  })
})

describe('POST /admin/wallet/adjustments', () => {
  const base = { merchant: 'demo', user: 'demo', reason: 'goodwill', key: 'op-adjust-1' }

  it('moves money through the ledger once per key and answers the new balance', async () => {
    const first = await adjustment({ ...base, amount: '-5' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toMatchObject({ replayed: false, currency: 'PHP', balance: 995 })
    const again = await adjustment({ ...base, amount: '-5' })
    expect(again.json().value).toMatchObject({ replayed: true, balance: 995 })
    expect((await adjustment({ ...base, amount: '-6' })).statusCode).toBe(409)

    // One audit row in the member's trail, none for the replay.
    const audits = await auditRows('wallet.adjust', String(await memberIdOf(t.database.db, 'demo')))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      actor: 'local-operator',
      actorType: 'local',
      before: null,
      after: { amount: -5, currency: 'PHP', balance: 995 },
      detail: { transactionId: first.json().value.transactionId, key: 'op-adjust-1', reason: 'goodwill' },
    })
  })

  it('names the authenticated caller on the ledger; a name in the body goes to the audit only', async () => {
    const res = await adjustment({ ...base, key: 'op-adjust-named', amount: '1', operator: 'someone-else' })
    expect(res.statusCode, res.body).toBe(200)
    const [tx] = await t.database.db
      .select({ meta: walletTransactions.meta })
      .from(walletTransactions)
      .where(eq(walletTransactions.id, res.json().value.transactionId))
    expect(tx?.meta).toEqual({ operator: 'local-operator' })
    const [audit] = await auditRows('wallet.adjust', String(await memberIdOf(t.database.db, 'demo')))
    expect(audit).toMatchObject({
      actor: 'local-operator',
      detail: { key: 'op-adjust-named', onBehalfOf: 'someone-else' },
    })
  })

  it('refuses bad amounts and names unknown members and merchants', async () => {
    for (const amount of ['abc', '1.234', '0', '0.00', '-'])
      expect((await adjustment({ ...base, key: `k-${amount}`, amount })).statusCode, amount).toBe(400)
    const nobody = await adjustment({ ...base, key: 'k-nobody', user: 'nobody', amount: '1' })
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().errorCode).toBe('member_not_found')
    const nowhere = await adjustment({ ...base, key: 'k-nowhere', merchant: 'nowhere', amount: '1' })
    expect(nowhere.json().errorCode).toBe('merchant_not_found')
  })
})

describe('each operator change commits with its audit row or not at all', () => {
  it('merchant settings', async () => {
    const ok = await call('PATCH', '/admin/merchants/demo2', { regionRestriction: true })
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await auditRows('merchant.patch', 'demo2'))[0]).toMatchObject({
      actor: 'local-operator',
      before: { regionRestriction: false },
      after: { regionRestriction: true },
    })
    await withAuditRefused(async () => {
      expect((await call('PATCH', '/admin/merchants/demo2', { regionRestriction: false })).statusCode).toBe(500)
    })
    const [row] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    expect(row?.regionRestriction).toBe(true)
    expect((await call('PATCH', '/admin/merchants/demo2', { regionRestriction: false })).statusCode).toBe(200)
  })

  it('member status', async () => {
    const id = await memberIdOf(t.database.db, 'jun')
    await withAuditRefused(async () => {
      expect((await call('PATCH', `/admin/members/${id}`, { status: 0 })).statusCode).toBe(500)
    })
    const status = async () =>
      (await t.database.db.select({ s: members.status }).from(members).where(eq(members.id, id)))[0]?.s
    expect(await status()).toBe(1)
    expect(await auditRows('member.status', String(id))).toHaveLength(0)
    const off = await call('PATCH', `/admin/members/${id}`, { status: 0 })
    expect(off.statusCode, off.body).toBe(200)
    expect(await status()).toBe(0)
    expect((await auditRows('member.status', String(id)))[0]).toMatchObject({
      before: { status: 1 },
      after: { status: 0 },
    })
    expect((await call('PATCH', `/admin/members/${id}`, { status: 1 })).statusCode).toBe(200)
  })

  it('inbox messages: to one member in that member trail, a broadcast as its own record', async () => {
    const count = async () => (await t.database.db.select({ id: inboxMessages.id }).from(inboxMessages)).length
    const before = await count()
    const message = { merchant: 'demo', titles: { EN: 'Hello' }, contents: { EN: 'Body' } }
    await withAuditRefused(async () => {
      expect((await call('POST', '/admin/inbox/messages', { ...message, username: 'demo' })).statusCode).toBe(500)
    })
    expect(await count()).toBe(before)

    const one = await call('POST', '/admin/inbox/messages', { ...message, username: 'demo' })
    expect(one.statusCode, one.body).toBe(200)
    const demo = String(await memberIdOf(t.database.db, 'demo'))
    expect((await auditRows('inbox.send', demo))[0]?.detail).toEqual({ messageId: one.json().value.id })
    const all = await call('POST', '/admin/inbox/messages', message)
    expect((await auditRows('inbox.send', `inbox:${all.json().value.id}`))[0]?.detail).toEqual({
      messageId: all.json().value.id,
    })
  })

  it('wallet adjustments', async () => {
    const key = 'op-adjust-refused'
    await withAuditRefused(async () => {
      const res = await adjustment({ merchant: 'demo', user: 'demo', reason: 'goodwill', key, amount: '3' })
      expect(res.statusCode).toBe(500)
    })
    const posted = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.idempotencyKey, key))
    expect(posted).toHaveLength(0)
  })
})
