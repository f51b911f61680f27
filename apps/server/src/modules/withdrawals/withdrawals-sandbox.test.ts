/**
 * Payouts end to end over real HTTP with the sandbox gateway (apps/payment-sandbox) as a separate
 * server: approving a withdrawal asks the sandbox to pay; its signed webhooks (several per change,
 * shuffled, in chaos mode) reach the notify route; the hold moves once. The sandbox fails payouts
 * to accounts ending in 4444.
 */
import { randomBytes } from 'node:crypto'
import { startSandbox, type Sandbox } from '@parlor/payment-sandbox'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../test/free-port.ts'
import { fundMember, insertBankCard, insertMember, plainHasher } from '../../../test/cashier.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { merchants, paymentNotifications, withdrawals, withdrawPasswords } from '../../db/schema.ts'
import { ensureAccount, memberBalance } from '../wallet/ledger.ts'
import { createWithdrawalsRepository } from './withdrawals-repository.ts'

const SECRET = 'sandbox-secret-for-payout-test'
let sandbox: Sandbox
let t: TestContext

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', secret: SECRET, deliveryBaseDelayMs: 50, chaos: true })
  const port = await freePort()
  t = await createTestApp(
    {
      PARLOR_PAYMENT_SANDBOX_URL: sandbox.url,
      PARLOR_PAYMENT_SANDBOX_SECRET: SECRET,
      PARLOR_PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    { passwords: plainHasher },
  )
  await t.app.listen({ port, host: '127.0.0.1' })
})
afterAll(async () => {
  await sandbox?.close()
  await t?.close()
})

/** Polls until `check` holds: webhooks arrive when the sandbox sends them, not on our schedule. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const v = await read()
    if (check(v)) return v
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('payouts through the sandbox gateway', () => {
  it('pays one withdrawal and fails another; duplicated webhooks move each hold once', async () => {
    const db = t.database.db
    const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
    if (!m) throw new Error('no demo merchant')
    const username = `sbx${randomBytes(4).toString('hex')}`
    const member = await insertMember(db, { merchantId: m.id, username, payeeName: 'Lito Lapid' })
    await db.insert(withdrawPasswords).values({ memberId: member.id, hash: 'plain:112233' })
    const card = async (accountNumber: string) =>
      (await insertBankCard(db, { merchantId: m.id, memberId: member.id, accountName: 'Lito Lapid', accountNumber })).id
    const good = await card('12340000')
    const bad = await card('98764444')
    await fundMember(db, m, member.id, 100_000n)
    const h = { authorization: await sessionTokenFor(db, member.id, m.id), language: 'EN' }
    const ask = async (bankCardId: number, key: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/transaction/withdraw',
        headers: h,
        payload: { bankCardId, amount: 200, withdrawPassword: '112233', requestKey: key },
      })
      expect(r.statusCode, r.body).toBe(200)
      return r.json().value.withdrawal.orderNo as string
    }
    const paidNo = await ask(good, `sbx-paid-${member.id}`)
    const failedNo = await ask(bad, `sbx-fail-${member.id}`)
    expect(await memberBalance(db, member.id, m.currency)).toBe(60_000n)

    for (const [orderNo, outcome] of [
      [paidNo, 'paid'],
      [failedNo, 'failed'],
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/admin/cashier/withdrawals/${orderNo}/approve`,
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: { merchant: 'demo', operator: 'ops-sbx' },
      })
      expect(r.statusCode, r.body).toBe(200)
      // The answer is read after the payout was sent: the sandbox's first webhook may already
      // have settled it.
      expect(['approved', outcome]).toContain(r.json().value.status)
    }

    const statusOf = async (orderNo: string) => {
      const [w] = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo))
      return w?.status
    }
    await eventually(
      () => statusOf(paidNo),
      (s) => s === 'paid',
      'the paid webhook',
    )
    await eventually(
      () => statusOf(failedNo),
      (s) => s === 'failed',
      'the failed webhook',
    )
    // Chaos mode delivers each change two or three times: wait until the repeats were handled too.
    const handled = (orderNo: string) =>
      db
        .select({ outcome: paymentNotifications.outcome })
        .from(paymentNotifications)
        .where(and(eq(paymentNotifications.orderNo, orderNo), sql`${paymentNotifications.outcome} not like 'refused%'`))
    for (const orderNo of [paidNo, failedNo])
      await eventually(
        () => handled(orderNo),
        (rows) => rows.length >= 2,
        'repeated webhooks',
      )

    expect(await statusOf(paidNo)).toBe('paid')
    expect(await statusOf(failedNo)).toBe('failed')
    // 200.00 paid out, 200.00 returned.
    expect(await memberBalance(db, member.id, m.currency)).toBe(80_000n)
    const holds = await ensureAccount(db, { merchantId: m.id, kind: 'withdrawal_holds', currency: m.currency })
    const r = await db.execute(sql`select balance::text as b from wallet_accounts where id = ${holds}`)
    expect(BigInt((r as unknown as { rows: { b: string }[] }).rows[0]?.b ?? '0')).toBe(
      await createWithdrawalsRepository(db).openSum(m.id, m.currency),
    )
  })
})
