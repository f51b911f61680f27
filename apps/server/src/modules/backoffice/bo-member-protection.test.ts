/**
 * Operators and a member's protection (decision 045): the two-step sign-in reset (permission,
 * audit, sessions ended, inbox notice) and the reason a break lift needs, through the real routes.
 */
import { randomBytes } from 'node:crypto'
import { AccountProtectionErrorCode, RgErrorCode, type StaffRole } from '@parlor/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR, testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { apiKeyFor } from '../../../test/staff.ts'
import { auditLog, inboxMessages, memberPasskeys, members, merchants, sessions } from '../../db/schema.ts'
import { hashPassword } from '../../lib/password.ts'

const clock = testClock(new Date('2026-12-01T10:00:05Z'))
let t: TestContext
let merchantId: number
const PASSWORD = 'Secret123'
let passwordHash: string

beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchantId = m.id
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(() => t.close())

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { language: 'EN', ...headers }, payload })
const staff = (role: Exclude<StaffRole, 'owner'>) => apiKeyFor(t.app, role, 'all')
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) })

async function newMember() {
  const username = `bp${randomBytes(4).toString('hex')}`
  const [row] = await t.database.db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, passwordHash, firstTimeLogin: false })
    .returning()
  if (!row) throw new Error('insert failed')
  return { id: row.id, username }
}

/** Signs in and turns two-step sign-in on with an authenticator; answers the session token. */
async function enrolled() {
  const m = await newMember()
  const first = await post('/wps/session/login', { username: m.username, password: PASSWORD })
  expect(first.statusCode, first.body).toBe(200)
  const token = first.json().value.token as string
  const setup = await post('/wps/member/security/totp/setup', { password: PASSWORD }, { authorization: token })
  const secret = setup.json().value.secret as string
  const confirm = await post(
    '/wps/member/security/totp/confirm',
    { code: await codeAt(secret) },
    { authorization: token },
  )
  expect(confirm.statusCode, confirm.body).toBe(200)
  clock.advance(30_000)
  return { ...m, token }
}

const detail = (id: number) => t.app.inject({ url: `/admin/members/${id}`, headers: { 'x-admin-token': ADMIN_TOKEN } })
const resetTwoStep = (id: number, token: string, reason = 'lost phone, identity checked by video call') =>
  post(`/admin/members/${id}/two-step/reset`, { reason }, { 'x-admin-token': token })

describe('two-step sign-in reset by an operator', () => {
  it('is refused to a role without members.write and without a reason', async () => {
    const m = await enrolled()
    for (const role of ['finance', 'content', 'readOnly'] as const) {
      const res = await resetTwoStep(m.id, await staff(role))
      expect(res.statusCode, role).toBe(403)
    }
    expect((await resetTwoStep(m.id, ADMIN_TOKEN, ' ')).statusCode).toBe(400)
    expect((await detail(m.id)).json().value.twoStep).toBe(true)
  })

  it('turns it off, ends every session, writes the audit row and the member is told in the inbox', async () => {
    const m = await enrolled()
    const res = await resetTwoStep(m.id, await staff('support'))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.revoked).toBe(1)
    expect((await detail(m.id)).json().value.twoStep).toBe(false)
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, m.id), isNull(sessions.revokedAt)))
    expect(live).toHaveLength(0)
    const refused = await t.app.inject({ url: '/wps/member/info', headers: { authorization: m.token } })
    expect(refused.statusCode).toBe(401)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.two_step_reset'), eq(auditLog.target, String(m.id))))
    expect(audit?.detail).toMatchObject({ reason: 'lost phone, identity checked by video call' })
    expect(audit?.after).toMatchObject({ twoStep: false, revokedSessions: 1 })
    const inbox = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id))
    const notice = inbox.find((n) => n.titles.EN === 'Two-step sign-in was turned off')
    expect(notice?.titles.CN).toBe('两步登录已关闭')
    expect(notice?.contents.EN).toMatch(/security centre/)
    // Signing in now takes the password alone.
    const again = await post('/wps/session/login', { username: m.username, password: PASSWORD })
    expect(again.statusCode, again.body).toBe(200)
    // Nothing left to reset.
    const twice = await resetTwoStep(m.id, ADMIN_TOKEN)
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, AccountProtectionErrorCode.notEnabled])
  })

  it('removes the passkeys too, so a member whose phone held them signs in with the password again', async () => {
    const m = await newMember()
    // The key itself is never checked here: the row alone makes sign-in ask for the second step.
    await t.database.db.insert(memberPasskeys).values({
      memberId: m.id,
      merchantId,
      credentialId: randomBytes(16).toString('base64url'),
      publicKey: randomBytes(32).toString('base64url'),
      name: 'Phone',
      rpId: 'localhost',
      createdAt: clock.now(),
    })
    const asked = await post('/wps/session/login', { username: m.username, password: PASSWORD })
    expect(asked.json()).toMatchObject({ errorCode: 'login_verify_required', value: { passkey: true } })
    expect((await detail(m.id)).json().value.twoStep).toBe(true)

    const res = await resetTwoStep(m.id, ADMIN_TOKEN)
    expect(res.statusCode, res.body).toBe(200)
    expect(await t.database.db.select().from(memberPasskeys).where(eq(memberPasskeys.memberId, m.id))).toHaveLength(0)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.two_step_reset'), eq(auditLog.target, String(m.id))))
    expect(audit?.detail).toMatchObject({ authenticator: false, passkeys: 1 })
    const again = await post('/wps/session/login', { username: m.username, password: PASSWORD })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().value.token).toBeTruthy()
  })
})

describe('break lift by an operator', () => {
  it('needs a reason, is refused before the end and kept with its reason in the audit log after', async () => {
    const m = await newMember()
    const token = (await post('/wps/session/login', { username: m.username, password: PASSWORD })).json().value
      .token as string
    const brk = await post(
      '/wps/relay/RG_takeBreak',
      { kind: 'timeout', duration: '24h', confirm: true },
      { authorization: token },
    )
    expect(brk.statusCode, brk.body).toBe(200)
    const lift = (payload: object, key = ADMIN_TOKEN) =>
      post(`/admin/members/${m.id}/responsible-gaming/lift`, payload, { 'x-admin-token': key })
    expect((await lift({})).statusCode).toBe(400)
    expect((await lift({ reason: 'reviewed' }, await staff('finance'))).statusCode).toBe(403)
    const early = await lift({ reason: 'reviewed' })
    expect([early.statusCode, early.json().errorCode]).toEqual([409, RgErrorCode.liftTooEarly])
    expect(early.json().message).toMatch(/\S/)
    clock.advance(24 * HOUR + 1)
    const ok = await lift({ reason: 'reviewed with the member' })
    expect(ok.statusCode, ok.body).toBe(200)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rg.lift'), eq(auditLog.target, String(m.id))))
    expect(audit?.detail).toMatchObject({ reason: 'reviewed with the member' })
  })
})
