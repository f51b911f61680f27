import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { staffSession } from '../../../test/staff.ts'

let t: TestContext
let scopedCookie: string
beforeAll(async () => {
  t = await createTestApp()
  scopedCookie = await staffSession(t.app, 'demo2admin')
})
afterAll(() => t.close())

// Lists that hold every merchant's records answer only staff of every merchant: a scoped admin
// (demo2admin has every permission, for demo2 only) would otherwise read other merchants' data.
describe.each([
  ['vendor integrations', '/admin/vendors'],
  ['the SMS outbox', '/admin/sms-outbox'],
  ['the mail outbox', '/admin/mail-outbox'],
])('%s', (_name, url) => {
  it('answer all-merchant staff and refuse a scoped admin without a record', async () => {
    const all = await t.app.inject({ url, headers: { 'x-admin-token': ADMIN_TOKEN } })
    expect(all.statusCode, all.body).toBe(200)
    const scoped = await t.app.inject({ url, headers: { cookie: scopedCookie, language: 'EN' } })
    expect(scoped.statusCode).toBe(403)
    expect(scoped.json().errorCode).toBe('staff_out_of_scope')
    expect(scoped.json().value ?? null).toBeNull()
  })
})
