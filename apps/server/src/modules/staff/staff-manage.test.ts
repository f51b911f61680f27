import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { apiKeyFor, staffSession } from '../../../test/staff.ts'
import { csvCell } from '../backoffice/bo-audit-routes.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const as = (headers: Record<string, string>) => ({
  get: (url: string) => t.app.inject({ url, headers: { language: 'EN', ...headers } }),
  send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { language: 'EN', ...headers }, ...(payload ? { payload } : {}) }),
})
const owner = as({ 'x-admin-token': ADMIN_TOKEN })
const idOf = async (username: string) =>
  (await owner.get('/admin/staff')).json().value.find((s: { username: string }) => s.username === username).id as number

describe('managing staff', () => {
  it('an admin manages the other roles but not owners or admins', async () => {
    const admin = as({ cookie: await staffSession(t.app, 'admin') })
    const body = {
      username: 'newsupport',
      displayName: 'New',
      role: 'support',
      merchants: ['demo'],
      password: 'Quiet-river-2026!',
    }
    const created = await admin.send('POST', '/admin/staff', body)
    expect(created.statusCode).toBe(200)
    expect(created.json().value).toMatchObject({
      username: 'newsupport',
      role: 'support',
      merchants: ['demo'],
      totpEnrolled: false,
    })
    expect((await admin.send('POST', '/admin/staff', body)).json().errorCode).toBe('staff_username_taken')
    const up = await admin.send('POST', '/admin/staff', { ...body, username: 'newadmin', role: 'admin' })
    expect(up.statusCode).toBe(403)
    expect(up.json().errorCode).toBe('staff_owner_required')
    const promote = await admin.send('PATCH', `/admin/staff/${created.json().value.id}`, { role: 'admin' })
    expect(promote.json().errorCode).toBe('staff_owner_required')
    const common = await admin.send('POST', '/admin/staff', { ...body, username: 'weak1', password: 'password1234' })
    expect(common.statusCode).toBe(400)
  })

  it('a scoped admin cannot hand out other merchants', async () => {
    const key = await apiKeyFor(t.app, 'admin', ['demo2'])
    const scoped = as({ 'x-admin-token': key })
    const res = await scoped.send('POST', '/admin/staff', {
      username: 'wide',
      displayName: 'Wide',
      role: 'support',
      merchants: 'all',
      password: 'Quiet-river-2026!',
    })
    expect(res.json().errorCode).toBe('staff_out_of_scope')
    const list = (await scoped.get('/admin/staff')).json().value as { username: string }[]
    expect(list.map((s) => s.username)).toEqual(['demo2admin'])
  })

  it('keeps the last active owner, and audits changes without secrets', async () => {
    const ownerId = await idOf('owner')
    const res = await owner.send('PATCH', `/admin/staff/${ownerId}`, { status: 'disabled' })
    expect(res.statusCode).toBe(409)
    expect(res.json().errorCode).toBe('staff_last_owner')
    expect((await owner.send('PATCH', `/admin/staff/${ownerId}`, { role: 'admin' })).json().errorCode).toBe(
      'staff_last_owner',
    )
    // Narrowed to a list, it would no longer be an owner of every merchant.
    expect((await owner.send('PATCH', `/admin/staff/${ownerId}`, { merchants: ['demo'] })).json().errorCode).toBe(
      'staff_last_owner',
    )
    const riskId = await idOf('risk')
    const changed = await owner.send('PATCH', `/admin/staff/${riskId}`, {
      password: 'Another-long-one-77',
      displayName: 'R',
    })
    expect(changed.statusCode).toBe(200)
    const audit = (await owner.get('/admin/audit?action=staff.update&target=staff:risk')).json().value
    expect(audit.total).toBe(1)
    expect(audit.rows[0]).toMatchObject({
      actor: 'operator-token',
      actorType: 'token',
      before: { displayName: 'Rafael Risk' },
      after: { displayName: 'R' },
      detail: { passwordChanged: true },
    })
    const all = JSON.stringify((await owner.get('/admin/audit?pageSize=200')).json().value)
    expect(all).not.toContain('argon2')
    expect(all).not.toContain('Another-long-one-77')
  })
})

describe('API keys', () => {
  it('act for their creator: a key stops working once its creator could no longer create it', async () => {
    const body = {
      username: 'keymaker',
      displayName: 'Key maker',
      role: 'admin',
      merchants: 'all',
      password: 'Quiet-river-2026!',
    }
    expect((await owner.send('POST', '/admin/staff', body)).statusCode).toBe(200)
    const keymaker = as({ cookie: await staffSession(t.app, 'keymaker', { password: body.password }) })
    const made = await keymaker.send('POST', '/admin/api-keys', { name: 'nightly', role: 'finance', merchants: 'all' })
    expect(made.statusCode, made.body).toBe(200)
    const key = as({ 'x-admin-token': made.json().value.secret })
    expect((await key.get('/admin/adjustments?merchant=demo')).statusCode).toBe(200)
    const id = await idOf('keymaker')
    // Demoted to support, who cannot create finance keys: the key answers as no key at all.
    expect((await owner.send('PATCH', `/admin/staff/${id}`, { role: 'support' })).statusCode).toBe(200)
    expect((await key.get('/admin/adjustments?merchant=demo')).statusCode).toBe(401)
    expect((await owner.send('PATCH', `/admin/staff/${id}`, { role: 'admin' })).statusCode).toBe(200)
    expect((await key.get('/admin/adjustments?merchant=demo')).statusCode).toBe(200)
    expect((await owner.send('PATCH', `/admin/staff/${id}`, { status: 'disabled' })).statusCode).toBe(200)
    expect((await key.get('/admin/adjustments?merchant=demo')).statusCode).toBe(401)
  })

  it('a key made with a key acts for the same person, whatever the first key is called', async () => {
    const password = 'Quiet-river-2026!'
    const body = { username: 'keyowner', displayName: 'Key owner', role: 'owner', merchants: 'all', password }
    expect((await owner.send('POST', '/admin/staff', body)).statusCode).toBe(200)
    const keyowner = as({ cookie: await staffSession(t.app, 'keyowner', { password }) })
    // Named like a staff member on purpose: the key's name must not stand for a person.
    const named = await keyowner.send('POST', '/admin/api-keys', { name: 'admin', role: 'admin', merchants: 'all' })
    const made = await as({ 'x-admin-token': named.json().value.secret }).send('POST', '/admin/api-keys', {
      name: 'child',
      role: 'readOnly',
      merchants: 'all',
    })
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json().value.createdBy).toBe('keyowner')
    const child = as({ 'x-admin-token': made.json().value.secret })
    expect((await child.get('/admin/adjustments?merchant=demo')).statusCode).toBe(200)
    expect(
      (await owner.send('PATCH', `/admin/staff/${await idOf('keyowner')}`, { status: 'disabled' })).statusCode,
    ).toBe(200)
    expect((await child.get('/admin/adjustments?merchant=demo')).statusCode).toBe(401)
  })

  it('the names the shared tokens act under cannot be taken by staff', async () => {
    for (const username of ['operator-token', 'local-operator']) {
      const res = await owner.send('POST', '/admin/staff', {
        username,
        displayName: 'x',
        role: 'support',
        merchants: 'all',
        password: 'Quiet-river-2026!',
      })
      expect(res.json().errorCode).toBe('staff_username_taken')
    }
  })
})

describe('the audit log', () => {
  it('cannot be updated, deleted or truncated', async () => {
    const db = t.database.db
    for (const statement of [
      sql`update audit_log set actor = 'someone else'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ])
      await expect(db.execute(statement)).rejects.toThrow()
    const n = (await db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] }
    expect(n.rows[0]?.n).toBeGreaterThan(0)
  })

  it('shows a scoped reader only its merchants, and exports CSV with formulas neutralised', async () => {
    // A key whose name (the audit's actor) a spreadsheet would run as a formula.
    const made = await owner.send('POST', '/admin/api-keys', { name: '=SUM(A1)', role: 'support', merchants: 'all' })
    const formula = as({ 'x-admin-token': made.json().value.secret })
    const keyTrail = (await owner.get(`/admin/audit?target=apiKey:${made.json().value.id}`)).json().value
    expect(keyTrail.rows.map((r: { action: string }) => r.action)).toEqual(['apikey.create'])
    const sent = await formula.send('POST', '/admin/inbox/messages', {
      merchant: 'demo',
      titles: { EN: 'Hi, "all"' },
      contents: { EN: 'hello' },
    })
    expect(sent.statusCode).toBe(200)
    const demo2 = as({ 'x-admin-token': await apiKeyFor(t.app, 'finance', ['demo2']) })
    const seen = (await demo2.get('/admin/audit')).json().value
    expect(seen.rows.every((r: { merchant: string | null }) => r.merchant === 'demo2')).toBe(true)
    expect((await demo2.get('/admin/audit?merchant=demo')).statusCode).toBe(404)

    const csv = await owner.get('/admin/audit/export.csv?action=inbox.send')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    const [header, row] = csv.body.split('\r\n')
    expect(header).toBe('id,at,merchant,actor,actorType,ip,action,target,before,after,detail')
    expect(row).toContain(",demo,'=SUM(A1),apiKey,")
    // JSON cells are quoted, their quotes doubled.
    expect(row).toContain('""EN"":""Hi, \\""all\\""""')
  })

  it('quotes cells as RFC 4180 says and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    for (const f of ['=1+2', '+1', '-1', '@SUM(A1)']) expect(csvCell(f)).toBe(`'${f}`)
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell(null)).toBe('')
  })
})
