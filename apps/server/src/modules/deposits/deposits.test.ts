import { createHash } from 'node:crypto'
import { CashierError, ErrorCode, WalletErrorCode } from '@parlor/contract'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR, MINUTE, testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { insertMember } from '../../../test/cashier.ts'
import { loginAs, sessionTokenFor } from '../../../test/members.ts'
import { type FakeSandbox, fakeSandbox } from '../../../test/payment-sandbox-fake.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  deposits,
  members,
  merchants,
  paymentChannels,
  paymentNotifications,
  promoAcceptances,
  walletTransactions,
} from '../../db/schema.ts'

const clock = testClock()
let t: TestContext
let db: Db
let sandbox: FakeSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = fakeSandbox(clock)
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock, paymentProviders: { sandbox: sandbox.provider } })
  db = t.database.db
  for (const u of ['demo', 'lina', 'marco', 'jun', 'rico']) tokens[u] = await loginAs(t.app, u)
})
afterAll(() => t.close())

const headers = (user: string, language = 'EN') => ({ authorization: tokens[user] as string, language })
const get = (user: string, url: string, language = 'EN') =>
  t.app.inject({ method: 'GET', url, headers: headers(user, language) })
const post = (user: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: headers(user), payload: payload as object })
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-admin-token': ADMIN_TOKEN },
    ...(payload ? { payload: payload as object } : {}),
  })
const patchFlag = async (flag: string, on: boolean) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/admin/merchants/demo',
    headers: { 'x-admin-token': ADMIN_TOKEN },
    payload: { flags: { [flag]: on } },
  })
  expect(res.statusCode, res.body).toBe(200)
}
/** A refused notification: the envelope names the reason (the provider retries on any 4xx). */
const expectRefused = (
  res: { statusCode: number; json(): { errorCode?: string; message?: string } },
  reason: string,
) => {
  expect(res.statusCode, reason).toBe(400)
  expect(res.json().errorCode, reason).toBe(CashierError.notificationRefused)
  expect(res.json().message, reason).toContain(`(${reason})`)
}
const balance = async (user: string) => (await get(user, '/wps/wallets/gcs')).json().value.sumBalance as number

let channelIds: Record<string, number> = {}
let keySeq = 0
const key = () => `deposit-test-${++keySeq}`

async function gateway(user: string, body: Record<string, unknown>) {
  return post(user, '/wps/relay/MCS2_depositPaymentGateway', {
    channelId: channelIds.sandbox_card,
    requestKey: key(),
    ...body,
  })
}
async function pendingDeposit(user: string, amount: number | string = 100) {
  const res = await gateway(user, { amount })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.deposit.orderNo as string
}
const deliver = (n: { body: string; signature: string }, provider = 'sandbox') =>
  t.app.inject({
    method: 'POST',
    url: `/payments/notify/${provider}`,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
    payload: n.body,
  })
/** The seeded sandbox QR channel as the operator puts it, with a 1.5% fee. */
const SANDBOX_QR_CHANNEL = {
  merchant: 'demo',
  code: 'sandbox_qr',
  kind: 'gateway',
  variant: 'qr',
  provider: 'sandbox',
  names: { EN: 'Sandbox QR', TY: 'Sandbox QR' },
  minAmount: '50',
  maxAmount: '20000',
  feePercent: 1.5,
  displayOrder: 2,
  enabled: true,
  maintenance: false,
  operator: 'ops-anna',
}

const depositRow = async (orderNo: string) => {
  const [row] = await db.select().from(deposits).where(eq(deposits.orderNo, orderNo))
  if (!row) throw new Error(`no deposit ${orderNo}`)
  return row
}
const notificationsOf = (orderNo: string) =>
  db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderNo, orderNo))
    .orderBy(paymentNotifications.id)

beforeAll(async () => {
  const rows = await db.select({ id: paymentChannels.id, code: paymentChannels.code }).from(paymentChannels)
  channelIds = Object.fromEntries(rows.map((r) => [r.code, r.id]))
})

describe('deposit channels', () => {
  it('lists the merchant channels in order, in the caller language, amounts in major units', async () => {
    const res = await get('demo', '/wps/relay/MCS2_depositBanksByVendor')
    expect(res.statusCode, res.body).toBe(200)
    const v = res.json().value
    expect(v.currency).toBe('PHP')
    expect(v.channels.map((c: { code: string }) => c.code)).toEqual(['sandbox_card', 'sandbox_qr', 'bank_transfer'])
    expect(v.channels[0]).toMatchObject({
      kind: 'gateway',
      variant: 'card',
      name: 'Sandbox card',
      provider: 'sandbox',
      sandbox: true,
      minAmount: 100,
      maxAmount: 50_000,
      feePercent: 0,
      maintenance: false,
    })
    expect(v.channels[2]).toMatchObject({ kind: 'manual', provider: 'manual', sandbox: false, minAmount: 500 })
    const cn = await get('demo', '/wps/relay/MCS2_depositBanksByVendor', 'CN')
    expect(cn.json().value.channels[0].name).toBe('沙盒银行卡')
  })

  it('turns trial members away with in_need_true_account', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    const trial = login.json().value.token as string
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_depositBanksByVendor',
      headers: { authorization: trial },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().errorCode).toBe(ErrorCode.inNeedTrueAccount)
    const dep = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_depositPaymentGateway',
      headers: { authorization: trial },
      payload: { channelId: channelIds.sandbox_card, amount: 100, requestKey: key() },
    })
    expect(dep.json().errorCode).toBe(ErrorCode.inNeedTrueAccount)
    expect(
      await db
        .select()
        .from(deposits)
        .where(eq(deposits.requestKey, `deposit-test-${keySeq}`)),
    ).toEqual([])
  })

  it('refuses amounts outside the channel limits, with the limit in the message', async () => {
    const low = await gateway('demo', { amount: '99.99' })
    expect(low.statusCode).toBe(400)
    expect(low.json()).toMatchObject({
      errorCode: CashierError.amountBelowMin,
      message: 'The minimum amount for this method is 100.00.',
    })
    const high = await gateway('demo', { amount: 50_000.01 })
    expect(high.json()).toMatchObject({
      errorCode: CashierError.amountAboveMax,
      message: 'The maximum amount for this method is 50000.00.',
    })
    expect((await gateway('demo', { amount: '0' })).statusCode).toBe(400)
    // At the limits exactly: accepted.
    expect((await gateway('demo', { amount: 100 })).statusCode).toBe(200)
    expect((await gateway('demo', { amount: '50000.00' })).statusCode).toBe(200)
  })

  it('refuses a gateway call on a manual channel, a variant path of another variant, and unknown channels', async () => {
    const manual = await gateway('demo', { channelId: channelIds.bank_transfer, amount: 600 })
    expect(manual.json().errorCode).toBe(CashierError.channelUnavailable)
    const alipay = await post('demo', '/wps/relay/MCS2_DepositAlipay', {
      channelId: channelIds.sandbox_card,
      amount: 100,
      requestKey: key(),
    })
    expect(alipay.json().errorCode).toBe(CashierError.channelUnavailable)
    expect((await gateway('demo', { channelId: 99_999, amount: 100 })).json().errorCode).toBe(
      CashierError.channelUnavailable,
    )
  })

  it('shows a channel in maintenance but refuses it, hides a disabled one; every change audited', async () => {
    const base = { ...SANDBOX_QR_CHANNEL, quickAmounts: [50, 100], maintenance: true }
    const put = await admin('PUT', '/admin/cashier/channels', base)
    expect(put.statusCode, put.body).toBe(200)
    const listed = (await get('demo', '/wps/relay/MCS2_depositBanksByVendor')).json().value.channels
    expect(listed.find((c: { code: string }) => c.code === 'sandbox_qr')).toMatchObject({
      maintenance: true,
      feePercent: 1.5,
    })
    const refused = await gateway('demo', { channelId: channelIds.sandbox_qr, amount: 100 })
    expect(refused.json().errorCode).toBe(CashierError.channelMaintenance)

    await admin('PUT', '/admin/cashier/channels', { ...base, enabled: false, maintenance: false })
    const hidden = (await get('demo', '/wps/relay/MCS2_depositBanksByVendor')).json().value.channels
    expect(hidden.map((c: { code: string }) => c.code)).not.toContain('sandbox_qr')
    // The operator's list keeps the switched-off channel, in the form the put takes back.
    const operatorList = await admin('GET', '/admin/cashier/channels?merchant=demo')
    expect(operatorList.statusCode, operatorList.body).toBe(200)
    const { merchant: _m, operator: _o, ...saved } = { ...base, enabled: false, maintenance: false }
    expect(operatorList.json().value.list.find((c: { code: string }) => c.code === 'sandbox_qr')).toMatchObject({
      ...saved,
      minAmount: '50.00',
      maxAmount: '20000.00',
      account: null,
    })
    expect((await gateway('demo', { channelId: channelIds.sandbox_qr, amount: 100 })).json().errorCode).toBe(
      CashierError.channelUnavailable,
    )
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'channel.put'), eq(auditLog.target, 'sandbox_qr')))
    // The caller acts; the name the script gave stays in the detail.
    expect(audits.map((a) => [a.actor, a.detail.operator])).toEqual([
      ['operator-token', 'ops-anna'],
      ['operator-token', 'ops-anna'],
    ])
    await admin('PUT', '/admin/cashier/channels', { ...base, feePercent: 0, maintenance: false })
  })

  it('greys out a channel whose provider this server is not configured for, and refuses it', async () => {
    // A card channel of a provider this server has no module for.
    const acmeCard = {
      merchant: 'demo',
      code: 'acme_card',
      kind: 'gateway',
      variant: 'card',
      provider: 'acmepay',
      names: { EN: 'Acme card' },
      minAmount: '10',
      maxAmount: '100',
      feePercent: 0,
      displayOrder: 9,
      enabled: true,
      maintenance: false,
      operator: 'ops-anna',
    }
    const put = await admin('PUT', '/admin/cashier/channels', acmeCard)
    expect(put.statusCode, put.body).toBe(200)
    const listed = (await get('demo', '/wps/relay/MCS2_depositBanksByVendor')).json().value.channels
    const acme = listed.find((c: { code: string }) => c.code === 'acme_card')
    expect(acme).toMatchObject({ maintenance: true, sandbox: false, name: 'Acme card' })
    expect((await gateway('demo', { channelId: acme.id, amount: 50 })).json().errorCode).toBe(
      CashierError.channelUnavailable,
    )
    const bad = await admin('PUT', '/admin/cashier/channels', {
      ...acmeCard,
      kind: 'manual',
      variant: 'bank',
      provider: 'manual',
      names: { EN: 'Acme bank' },
      maxAmount: '5',
      enabled: false,
    })
    expect(bad.json().errorCode).toBe(ErrorCode.requestParam)
    await admin('PUT', '/admin/cashier/channels', { ...acmeCard, enabled: false })
  })
})

describe('gateway deposits and notifications', () => {
  it('creates a pending deposit and answers the hosted page; the same request key answers the same deposit', async () => {
    const requestKey = key()
    const body = { channelId: channelIds.sandbox_card, amount: '250.50', requestKey }
    const first = await post('lina', '/wps/relay/MCS2_depositPaymentGateway', body)
    expect(first.statusCode, first.body).toBe(200)
    const v = first.json().value
    expect(v.redirectUrl).toMatch(/^http:\/\/sandbox\.test\/pay\/P[0-9a-f]+$/)
    expect(v.deposit).toMatchObject({
      status: 'pending',
      amount: 250.5,
      creditedAmount: null,
      currency: 'PHP',
      channelCode: 'sandbox_card',
      kind: 'gateway',
    })
    expect(v.deposit.orderNo).toMatch(/^D[A-Z2-7]{16}$/)
    const again = await Promise.all([1, 2, 3].map(() => post('lina', '/wps/relay/MCS2_depositPaymentGateway', body)))
    for (const r of again) expect(r.json().value).toEqual(v)
    expect(await db.select().from(deposits).where(eq(deposits.requestKey, requestKey))).toHaveLength(1)
    const other = await post('lina', '/wps/relay/MCS2_depositPaymentGateway', { ...body, amount: 300 })
    expect(other.statusCode).toBe(409)
    expect(other.json().errorCode).toBe(WalletErrorCode.idempotencyConflict)
    const row = await depositRow(v.deposit.orderNo)
    expect(row.providerTxnId).toBe(sandbox.find(v.deposit.orderNo).paymentId)
    expect(sandbox.find(v.deposit.orderNo).amount).toBe('25050')
  })

  it('credits once whatever the number, order and concurrency of deliveries', async () => {
    const before = await balance('marco')
    const orderNo = await pendingDeposit('marco', 321)
    const pending = sandbox.notification(sandbox.find(orderNo))
    const paid = sandbox.notification(sandbox.pay(orderNo))
    // Paid five times at once, then a late pending and a stray declined.
    const results = await Promise.all([paid, paid, paid, paid, paid].map((n) => deliver(n)))
    for (const r of results) {
      expect(r.statusCode, r.body).toBe(200)
      expect(r.body).toBe('OK')
    }
    expect((await deliver(pending)).body).toBe('OK')
    const declined = sandbox.notification({ ...sandbox.find(orderNo), status: 'declined' })
    expect((await deliver(declined)).body).toBe('OK')

    expect(await balance('marco')).toBe(before + 321)
    const row = await depositRow(orderNo)
    expect(row).toMatchObject({ status: 'credited', creditedMinor: 32_100n, paidMinor: 32_100n })
    const postings = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.idempotencyKey, `deposit:${row.id}`))
    expect(postings).toHaveLength(1)
    expect(postings[0]?.id).toBe(row.ledgerTransactionId)
    const stored = await notificationsOf(orderNo)
    expect(stored).toHaveLength(7)
    expect(stored.filter((n) => n.outcome === 'credited')).toHaveLength(1)
    expect(stored.filter((n) => n.outcome === 'duplicate')).toHaveLength(4)
    expect(stored.filter((n) => n.outcome === 'ignored')).toHaveLength(2)

    const status = await get('marco', `/wps/cashier/deposit?orderNo=${orderNo}`)
    expect(status.json().value.deposit).toMatchObject({ status: 'credited', creditedAmount: 321 })
  })

  it('refuses and stores forged, unknown and replayed notifications', async () => {
    const before = await balance('jun')
    const orderNo = await pendingDeposit('jun', 150)
    const p = sandbox.pay(orderNo)
    const cases: [string, { body: string; signature: string }][] = [
      ['signature', sandbox.notification(p, {}, 'not-the-secret')],
      ['signature', { ...sandbox.notification(p), body: sandbox.notification(p).body.replace('15000', '15001') }],
      ['stale', sandbox.notification(p, { sentAt: clock.now().getTime() - 11 * MINUTE })],
      ['malformed', sandbox.notification(p, { amount: 'lots' })],
    ]
    for (const [reason, n] of cases) {
      const res = await deliver(n)
      expect(res.statusCode, reason).toBe(400)
      expectRefused(res, reason)
    }
    const unknown = sandbox.notification({ ...p, orderNo: 'DNOSUCHORDER0000' })
    expectRefused(await deliver(unknown), 'unknown_order')

    expect((await depositRow(orderNo)).status).toBe('pending')
    expect(await balance('jun')).toBe(before)
    const stored = await notificationsOf(orderNo)
    expect(stored.map((n) => n.outcome)).toEqual(cases.map(([reason]) => `refused:${reason}`))
    expect(stored.map((n) => n.signatureOk)).toEqual([false, false, true, true])
    const [storedUnknown] = await notificationsOf('DNOSUCHORDER0000')
    expect(storedUnknown?.outcome).toBe('refused:unknown_order')
    // An unknown provider is not ours to answer for: nothing it sent is kept.
    const other = await deliver(sandbox.notification({ ...p, orderNo: 'DACMEPAY00000000' }), 'acmepay')
    expect(other.statusCode).toBe(404)
    expect(await notificationsOf('DACMEPAY00000000')).toEqual([])
    // A bad signature keeps only a digest of the body and its beginning.
    const forged = sandbox.notification({ ...p, orderNo: 'DFORGED000000000' }, { note: 'x'.repeat(5000) }, 'nope')
    expect((await deliver(forged)).statusCode).toBe(400)
    const [kept] = await notificationsOf('DFORGED000000000')
    expect(kept?.body).toContain(createHash('sha256').update(forged.body).digest('hex'))
    expect(kept?.body.length).toBeLessThan(2200)
    // Bodies beyond the route's limit are refused before anything is read.
    const huge = sandbox.notification(p, { note: 'x'.repeat(20_000) })
    expect((await deliver(huge)).statusCode).toBe(413)

    // The genuine one still credits.
    expect((await deliver(sandbox.notification(p))).body).toBe('OK')
    expect(await balance('jun')).toBe(before + 150)
  })

  it('keeps a signed word on our order with a foreign merchant, currency or transaction for review', async () => {
    const before = await balance('jun')
    for (const [reason, patch] of [
      ['merchant', { merchant: 'demo2' }],
      ['currency', { currency: 'USD' }],
      ['txn', { paymentId: 'Pforeign' }],
    ] as const) {
      const orderNo = await pendingDeposit('jun', 150)
      const p = sandbox.pay(orderNo)
      const res = await deliver(sandbox.notification(p, patch))
      expectRefused(res, reason)
      const row = await depositRow(orderNo)
      expect(row).toMatchObject({ status: 'review', paidMinor: 15_000n })
      expect(row.note, reason).toMatch(reason === 'txn' ? /transaction/ : new RegExp(reason))
      // The genuine word afterwards credits nothing: an operator decides.
      await deliver(sandbox.notification(p))
      expect((await depositRow(orderNo)).status).toBe('review')
    }
    expect(await balance('jun')).toBe(before)
  })

  it('keeps a payment of another amount for review; the operator credits what was paid', async () => {
    const before = await balance('rico')
    const orderNo = await pendingDeposit('rico', 200)
    const res = await deliver(sandbox.notification(sandbox.pay(orderNo, '15000')))
    // Recorded for an operator: answered OK, so the provider stops retrying.
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('OK')
    // Retries of it change nothing.
    expect((await deliver(sandbox.notification(sandbox.find(orderNo)))).body).toBe('OK')
    expect((await notificationsOf(orderNo)).map((n) => n.outcome)).toEqual(['review', 'duplicate'])
    const row = await depositRow(orderNo)
    expect(row).toMatchObject({ status: 'review', paidMinor: 15_000n, creditedMinor: null })
    expect(await balance('rico')).toBe(before)

    const listed = await admin('GET', '/admin/cashier/deposits?merchant=demo&status=review')
    expect(listed.json().value.list.map((d: { orderNo: string }) => d.orderNo)).toContain(orderNo)
    const ok = await admin('POST', `/admin/cashier/deposits/${orderNo}/confirm`, {
      merchant: 'demo',
      operator: 'ops-ben',
      note: 'Player paid 150 by mistake',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().value).toMatchObject({ status: 'credited', creditedAmount: 150, member: 'rico' })
    expect(await balance('rico')).toBe(before + 150)
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.confirm'), eq(auditLog.target, orderNo)))
    expect(audit).toMatchObject({
      actor: 'operator-token',
      detail: { from: 'review', credited: '15000', operator: 'ops-ben' },
    })
    // Confirmed once: a second confirm and a late notification change nothing.
    const twice = await admin('POST', `/admin/cashier/deposits/${orderNo}/confirm`, {
      merchant: 'demo',
      operator: 'ops-ben',
    })
    expect(twice.json().errorCode).toBe(CashierError.depositBadTransition)
    await deliver(sandbox.notification(sandbox.find(orderNo)))
    expect(await balance('rico')).toBe(before + 150)
  })

  it('asks the provider for the amount plus the channel fee and credits the amount', async () => {
    await admin('PUT', '/admin/cashier/channels', SANDBOX_QR_CHANNEL)
    const before = await balance('marco')
    const res = await gateway('marco', { channelId: channelIds.sandbox_qr, amount: '200.10' })
    expect(res.json().value.deposit).toMatchObject({ amount: 200.1, fee: 3 })
    const orderNo = res.json().value.deposit.orderNo as string
    // 1.5% of 200.10 is 3.0015: rounded to 3.00.
    expect(sandbox.find(orderNo).amount).toBe('20310')
    expect((await deliver(sandbox.notification(sandbox.pay(orderNo)))).body).toBe('OK')
    expect(await balance('marco')).toBeCloseTo(before + 200.1, 2)
    await admin('PUT', '/admin/cashier/channels', { ...SANDBOX_QR_CHANNEL, feePercent: 0 })
  })

  it('lets the operator reject a deposit kept for review, voiding its promotion', async () => {
    const before = await balance('rico')
    const promos = (await get('rico', '/wps/relay/MCS2_depositPromoList')).json().value as { id: number }[]
    const res = await gateway('rico', { amount: 300, promoId: promos.at(-1)?.id })
    const orderNo = res.json().value.deposit.orderNo as string
    await deliver(sandbox.notification(sandbox.pay(orderNo, '99999')))
    expect((await depositRow(orderNo)).status).toBe('review')
    const rejected = await admin('POST', `/admin/cashier/deposits/${orderNo}/reject`, {
      merchant: 'demo',
      operator: 'ops-dan',
      note: 'Refunded to the payer',
    })
    expect(rejected.json().value).toMatchObject({ status: 'rejected', creditedAmount: null })
    const row = await depositRow(orderNo)
    const [acceptance] = await db.select().from(promoAcceptances).where(eq(promoAcceptances.depositId, row.id))
    expect(acceptance?.status).toBe('void')
    expect(await balance('rico')).toBe(before)
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.reject'), eq(auditLog.target, orderNo)))
    expect(audit).toMatchObject({ actor: 'operator-token', detail: { from: 'review', operator: 'ops-dan' } })
  })

  it('declines a declined payment and voids its promotion', async () => {
    const promos = (await get('lina', '/wps/relay/MCS2_depositPromoList')).json().value as {
      id: number
      depositOrdinal: number | null
    }[]
    const first = promos.find((p) => p.depositOrdinal === 1)
    if (!first) throw new Error('no first-deposit promotion')
    const res = await gateway('lina', { amount: 500, promoId: first.id })
    expect(res.statusCode, res.body).toBe(200)
    const orderNo = res.json().value.deposit.orderNo as string
    expect(res.json().value.deposit.promoName).toBe('First deposit bonus 100%')
    const row = await depositRow(orderNo)
    const [accepted] = await db.select().from(promoAcceptances).where(eq(promoAcceptances.depositId, row.id))
    expect(accepted).toMatchObject({ promoId: first.id, status: 'pending' })

    expect((await deliver(sandbox.notification(sandbox.decline(orderNo)))).body).toBe('OK')
    expect((await depositRow(orderNo)).status).toBe('declined')
    const [voided] = await db.select().from(promoAcceptances).where(eq(promoAcceptances.depositId, row.id))
    expect(voided?.status).toBe('void')
    // A paid after declined is money that arrived anyway: kept for review, not credited.
    const late = await deliver(sandbox.notification({ ...sandbox.find(orderNo), status: 'paid' }))
    expect(late.body).toBe('OK')
    expect((await depositRow(orderNo)).status).toBe('review')
  })
})

describe('deposit promotions', () => {
  it('offers promotions by deposit number and refuses ineligible ones', async () => {
    // jun has credited deposits: the first-deposit promotion is no longer offered.
    const promos = (await get('jun', '/wps/relay/MCS2_depositPromoList')).json().value as {
      id: number
      depositOrdinal: number | null
      bonusPercent: number
      maxBonus: number
    }[]
    expect(promos.map((p) => p.depositOrdinal)).toEqual([2, null])
    expect(promos[0]).toMatchObject({ bonusPercent: 50, maxBonus: 1000 })
    const fresh = (await get('demo', '/wps/relay/MCS2_depositPromoList')).json().value as {
      id: number
      depositOrdinal: number | null
    }[]
    const firstId = fresh.find((p) => p.depositOrdinal === 1)?.id
    const refused = await gateway('jun', { amount: 500, promoId: firstId })
    expect(refused.json().errorCode).toBe(CashierError.promoNotEligible)
    // Below the promotion's minimum deposit (200 for the second-deposit one).
    const small = await gateway('jun', { amount: 150, promoId: promos[0]?.id })
    expect(small.json().errorCode).toBe(CashierError.promoNotEligible)

    // Attached afterwards with MCS2_acceptPromo.
    const orderNo = await pendingDeposit('jun', 400)
    const accepted = await post('jun', '/wps/relay/MCS2_acceptPromo', { orderNo, promoId: promos[0]?.id })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().value.deposit.promoName).toBe('Second deposit bonus 50%')
    const notMine = await post('lina', '/wps/relay/MCS2_acceptPromo', { orderNo, promoId: promos[1]?.id })
    expect(notMine.json().errorCode).toBe(CashierError.depositNotFound)
  })
})

describe('numbered promotions paid twice', () => {
  it('keeps the first-deposit promotion on one deposit when two carrying it are paid', async () => {
    const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
    if (!m) throw new Error('no demo merchant')
    const member = await insertMember(db, { merchantId: m.id, username: `promo${keySeq}x`, payeeName: 'Nora Santos' })
    tokens.promoTwice = await sessionTokenFor(db, member.id, m.id, clock.now())
    const promos = (await get('promoTwice', '/wps/relay/MCS2_depositPromoList')).json().value as {
      id: number
      depositOrdinal: number | null
    }[]
    const first = promos.find((p) => p.depositOrdinal === 1)?.id
    expect(first).toBeDefined()
    const orders: string[] = []
    for (let i = 0; i < 2; i++) {
      const r = await gateway('promoTwice', { amount: 500, promoId: first })
      expect(r.statusCode, r.body).toBe(200)
      orders.push(r.json().value.deposit.orderNo)
    }
    for (const o of orders) expect((await deliver(sandbox.notification(sandbox.pay(o)))).body).toBe('OK')
    const accepted = await db.select().from(promoAcceptances).where(eq(promoAcceptances.memberId, member.id))
    // The deposit that kept it was granted its bonus on credit (decision 048).
    expect(accepted.map((a) => a.status).sort()).toEqual(['granted', 'void'])
  })
})

describe('reconciliation', () => {
  it('credits a deposit whose notification was lost and expires what the provider never saw', async () => {
    const before = await balance('demo')
    const lost = await pendingDeposit('demo', 777)
    sandbox.pay(lost)
    const unseen = await pendingDeposit('demo', 120)
    sandbox.payments.delete(`demo/${unseen}`)
    const waiting = await pendingDeposit('demo', 130)

    // Too young to ask about.
    expect((await admin('POST', '/admin/cashier/reconcile', { merchant: 'demo' })).json().value).toMatchObject({
      credited: 0,
    })
    clock.advance(3 * MINUTE)
    // Two runs at once (two servers): the deposit is credited once.
    const runs = await Promise.all([1, 2].map(() => admin('POST', '/admin/cashier/reconcile', { merchant: 'demo' })))
    const credited = runs.map((r) => r.json().value.credited as number)
    expect(credited.reduce((a, b) => a + b, 0)).toBe(1)
    expect((await depositRow(lost)).status).toBe('credited')
    // What the provider answered is kept like a notification.
    const kept = await notificationsOf(lost)
    expect(kept.map((n) => n.outcome)).toEqual(['reconcile:credited'])
    expect(JSON.parse(kept[0]?.body ?? '{}')).toMatchObject({ orderNo: lost, status: 'paid' })
    expect((await depositRow(unseen)).status).toBe('pending')
    expect((await depositRow(waiting)).status).toBe('pending')

    clock.advance(25 * HOUR)
    const late = await admin('POST', '/admin/cashier/reconcile', { merchant: 'demo' })
    expect(late.json().value.closed).toBeGreaterThanOrEqual(2)
    expect((await depositRow(unseen)).status).toBe('expired')
    expect((await depositRow(waiting)).status).toBe('expired')
    tokens.demo = await loginAs(t.app, 'demo')
    expect(await balance('demo')).toBe(before + 777)

    // Paid at the provider after we gave up: the notification puts it up for review, not credit.
    const p = sandbox.pay(waiting)
    expect((await deliver(sandbox.notification(p))).body).toBe('OK')
    expect((await depositRow(waiting)).status).toBe('review')
    expect(await balance('demo')).toBe(before + 777)
  })

  it('leaves deposits pending while the provider cannot be reached', async () => {
    for (const u of ['lina', 'marco', 'jun', 'rico']) tokens[u] = await loginAs(t.app, u)
    const orderNo = await pendingDeposit('lina', 100)
    sandbox.pay(orderNo)
    clock.advance(3 * MINUTE)
    sandbox.state.down = true
    try {
      const r = await admin('POST', '/admin/cashier/reconcile', { merchant: 'demo' })
      expect(r.json().value).toMatchObject({ checked: 0, credited: 0 })
    } finally {
      sandbox.state.down = false
    }
    expect((await depositRow(orderNo)).status).toBe('pending')
    clock.advance(MINUTE)
    expect((await admin('POST', '/admin/cashier/reconcile', { merchant: 'demo' })).json().value.credited).toBe(1)
  })
})

describe('ids beyond a 32-bit column', () => {
  it('answers request_param_err, not a server error', async () => {
    const big = 2_147_483_648
    const calls = [
      () => get('demo', `/wps/relay/MCS2_depositPromoList?channelId=${big}`),
      () => get('demo', `/wps/relay/MCS2_depositManualTransfer?channelId=${big}`),
      () => gateway('demo', { amount: 100, channelId: big }),
      () => gateway('demo', { amount: 100, promoId: big }),
      () => post('demo', '/wps/relay/MCS2_acceptPromo', { orderNo: 'X1', promoId: big }),
    ]
    for (const c of calls) {
      const r = await c()
      expect(r.statusCode, r.body).toBe(400)
      expect(r.json().errorCode).toBe(ErrorCode.requestParam)
    }
  })
})

describe('reconciliation of a backlog', () => {
  it('reaches a deposit behind more pending ones than a batch within two runs', async () => {
    const [rico] = await db.select().from(members).where(eq(members.username, 'rico'))
    if (!rico) throw new Error('no rico')
    const now = clock.now()
    await db.insert(deposits).values(
      Array.from({ length: 100 }, (_, i) => ({
        merchantId: rico.merchantId,
        memberId: rico.id,
        channelId: channelIds.sandbox_card as number,
        orderNo: `BACKLOG${i}`,
        requestKey: `backlog-${i}`,
        provider: 'sandbox',
        status: 'pending',
        amountMinor: 10_000n,
        currency: 'PHP',
        createdAt: now,
        updatedAt: now,
      })),
    )
    tokens.marco = await loginAs(t.app, 'marco')
    const last = await pendingDeposit('marco', 101)
    sandbox.pay(last)
    clock.advance(3 * MINUTE)
    await admin('POST', '/admin/cashier/reconcile', { merchant: 'demo' })
    clock.advance(MINUTE)
    await admin('POST', '/admin/cashier/reconcile', { merchant: 'demo' })
    expect((await depositRow(last)).status).toBe('credited')
    await db.delete(deposits).where(like(deposits.orderNo, 'BACKLOG%'))
  })

  it('caps the pending gateway deposits a member may have', async () => {
    tokens.rico = await loginAs(t.app, 'rico')
    const open = await db
      .select({ id: deposits.id })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(and(eq(members.username, 'rico'), eq(deposits.status, 'pending')))
    for (let i = open.length; i < 5; i++) await pendingDeposit('rico', 100)
    const sixth = await gateway('rico', { amount: 100 })
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json()).toMatchObject({ errorCode: CashierError.depositPendingLimit })
  })
})

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe('manual bank transfers', () => {
  const manual = (user: string, body: Record<string, unknown>) =>
    post(user, '/wps/relay/MCS2_depositManualTransfer', {
      channelId: channelIds.bank_transfer,
      amount: 1000,
      payerReference: 'BDO-REF-123',
      transferredAt: clock.now().getTime() - 10 * MINUTE,
      requestKey: key(),
      ...body,
    })

  it('shows the receiving account and refuses it for gateway channels', async () => {
    const info = await get('marco', `/wps/relay/MCS2_depositManualTransfer?channelId=${channelIds.bank_transfer}`)
    expect(info.statusCode, info.body).toBe(200)
    expect(info.json().value.account).toEqual({
      bankName: 'BDO Unibank',
      accountName: 'Parlor Demo Inc.',
      accountNumber: '0012 3456 7890',
      branch: 'Makati Ayala',
    })
    const wrong = await get('marco', `/wps/relay/MCS2_depositManualTransfer?channelId=${channelIds.sandbox_card}`)
    expect(wrong.json().errorCode).toBe(CashierError.channelUnavailable)
  })

  it('checks the transfer time and the receipt like feedback images', async () => {
    const future = await manual('marco', { transferredAt: clock.now().getTime() + 6 * MINUTE })
    expect(future.json().errorCode).toBe(CashierError.transferTimeInvalid)
    const old = await manual('marco', { transferredAt: clock.now().getTime() - 8 * 24 * HOUR })
    expect(old.json().errorCode).toBe(CashierError.transferTimeInvalid)
    const notImage = await manual('marco', { receipt: Buffer.from('GIF89a not a png').toString('base64') })
    expect(notImage.json()).toMatchObject({
      errorCode: CashierError.receiptInvalid,
      message: 'The receipt must be a PNG or JPG picture of at most 5 MB.',
    })
    const tooBig = await manual('marco', { receipt: Buffer.alloc(5 * 1024 * 1024 + 10).toString('base64') })
    expect(tooBig.json().errorCode).toBe(CashierError.receiptInvalid)
    const low = await manual('marco', { amount: 499 })
    expect(low.json().errorCode).toBe(CashierError.amountBelowMin)
  })

  it('waits for the operator: confirm credits with an audit row, reject closes with a note', async () => {
    const before = await balance('marco')
    const a = await manual('marco', { receipt: `data:image/png;base64,${PNG.toString('base64')}` })
    expect(a.statusCode, a.body).toBe(200)
    const orderA = a.json().value.deposit.orderNo as string
    expect(a.json().value.deposit).toMatchObject({ status: 'pending', kind: 'manual', payerReference: 'BDO-REF-123' })
    const b = await manual('marco', { amount: 2000 })
    const orderB = b.json().value.deposit.orderNo as string

    const listed = await admin('GET', '/admin/cashier/deposits?merchant=demo&status=pending')
    const rowA = listed.json().value.list.find((d: { orderNo: string }) => d.orderNo === orderA)
    expect(rowA).toMatchObject({ member: 'marco', amount: 1000 })
    expect(rowA.receiptUrl).toBe(`/admin/cashier/deposits/${orderA}/receipt?merchant=demo`)
    const receipt = await admin('GET', rowA.receiptUrl)
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-type']).toBe('image/png')
    expect(receipt.rawPayload.equals(PNG)).toBe(true)

    const confirm = await admin('POST', `/admin/cashier/deposits/${orderA}/confirm`, {
      merchant: 'demo',
      operator: 'ops-cara',
    })
    expect(confirm.statusCode, confirm.body).toBe(200)
    expect(confirm.json().value).toMatchObject({ status: 'credited', creditedAmount: 1000 })
    expect(await balance('marco')).toBe(before + 1000)

    const reject = await admin('POST', `/admin/cashier/deposits/${orderB}/reject`, {
      merchant: 'demo',
      operator: 'ops-cara',
      note: 'No such transfer on the statement',
    })
    expect(reject.json().value).toMatchObject({ status: 'rejected', note: 'No such transfer on the statement' })
    expect(await balance('marco')).toBe(before + 1000)
    const audits = await db.select().from(auditLog).where(like(auditLog.action, 'deposit.%'))
    expect(audits.filter((x) => x.target === orderA).map((x) => x.action)).toEqual(['deposit.confirm'])
    expect(audits.filter((x) => x.target === orderB).map((x) => [x.action, x.actor, x.detail.operator])).toEqual([
      ['deposit.reject', 'operator-token', 'ops-cara'],
    ])
    // Decided once; another merchant's operator cannot touch it; a gateway deposit still pending is the provider's.
    const again = await admin('POST', `/admin/cashier/deposits/${orderB}/confirm`, { merchant: 'demo', operator: 'x' })
    expect(again.json().errorCode).toBe(CashierError.depositBadTransition)
    const foreign = await admin('POST', `/admin/cashier/deposits/${orderA}/reject`, {
      merchant: 'demo2',
      operator: 'x',
    })
    expect(foreign.json().errorCode).toBe(CashierError.depositNotFound)
    const gw = await pendingDeposit('marco', 100)
    const early = await admin('POST', `/admin/cashier/deposits/${gw}/confirm`, { merchant: 'demo', operator: 'x' })
    expect(early.json().errorCode).toBe(CashierError.depositBadTransition)
  })

  it('caps the open transfers a member may have waiting', async () => {
    const made: string[] = []
    for (let i = 0; i < 3; i++) {
      const r = await manual('rico', {})
      expect(r.statusCode, r.body).toBe(200)
      made.push(r.json().value.deposit.orderNo)
    }
    const fourth = await manual('rico', {})
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json()).toMatchObject({ errorCode: CashierError.depositPendingLimit })
    await admin('POST', `/admin/cashier/deposits/${made[0]}/reject`, { merchant: 'demo', operator: 'ops' })
    expect((await manual('rico', {})).statusCode).toBe(200)
  })
})

describe('deposit records and the way back from the hosted page', () => {
  it('pages the member deposits newest first, filtered by status', async () => {
    const all = (await get('marco', '/wps/relay/MCS2_depositTransactioNReport?pageNo=1&pageSize=2')).json().value
    expect(all.list).toHaveLength(2)
    expect(all.totalCount).toBeGreaterThanOrEqual(4)
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 2))
    expect(all.list[0].createdAt).toBeGreaterThanOrEqual(all.list[1].createdAt)
    const credited = (await get('marco', '/wps/relay/MCS2_depositTransactioNReport?status=credited')).json().value
    expect(credited.list.length).toBeGreaterThan(0)
    expect(credited.list.every((d: { status: string }) => d.status === 'credited')).toBe(true)
    const someoneElse = await get('lina', `/wps/cashier/deposit?orderNo=${credited.list[0].orderNo}`)
    expect(someoneElse.json().errorCode).toBe(CashierError.depositNotFound)
  })

  it('answers the records only while the merchant offers them (DEPRECM3, WITHREC3)', async () => {
    for (const [flag, url] of [
      ['DEPRECM3', '/wps/relay/MCS2_depositTransactioNReport'],
      ['WITHREC3', '/wps/relay/MCS2_WithdrawTransactionReport'],
    ] as const) {
      expect((await get('demo', url)).statusCode).toBe(200)
      await patchFlag(flag, false)
      const off = await get('demo', url)
      await patchFlag(flag, true)
      expect(off.statusCode).toBe(400)
      expect(off.json().errorCode).toBe(ErrorCode.functionNotAvailable)
      expect((await get('demo', url)).statusCode).toBe(200)
    }
  })

  it('sends the player back to the pending screen and nowhere else', async () => {
    const back = await t.app.inject({ method: 'GET', url: '/payments/return/sandbox?orderNo=DABC234' })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe('/m/voucherCenter/pending?orderNo=DABC234')
    const evil = await t.app.inject({
      method: 'GET',
      url: `/payments/return/sandbox?orderNo=${encodeURIComponent('//evil.example/x')}`,
    })
    expect(evil.headers.location).toBe('/m/voucherCenter')
  })
})
