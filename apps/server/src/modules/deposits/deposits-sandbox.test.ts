/**
 * A deposit end to end over real HTTP with the sandbox gateway (apps/payment-sandbox) as a
 * separate server: the platform listens on a port, the player approves on the hosted page, the
 * sandbox's signed webhooks (several, in chaos mode) reach the notify route, the balance rises once.
 */
import { startSandbox, type Sandbox } from '@parlor/payment-sandbox'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../test/free-port.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { paymentChannels, paymentNotifications } from '../../db/schema.ts'

const SECRET = 'sandbox-secret-for-this-test'
let sandbox: Sandbox
let t: TestContext
let base: string

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', secret: SECRET, deliveryBaseDelayMs: 50, chaos: true })
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  t = await createTestApp({
    PARLOR_ALLOW_PLAIN_AUTH: '1',
    PARLOR_PAYMENT_SANDBOX_URL: sandbox.url,
    PARLOR_PAYMENT_SANDBOX_SECRET: SECRET,
    PARLOR_PUBLIC_URL: base,
  })
  await t.app.listen({ port, host: '127.0.0.1' })
})
afterAll(async () => {
  await sandbox?.close()
  await t?.close()
})

/** Polls until `check` holds: webhooks arrive when the sandbox sends them, not on our schedule. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read()
    if (check(v)) return v
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('a deposit through the sandbox gateway', () => {
  it('pays on the hosted page; the signed webhooks credit the balance once', async () => {
    const token = await loginAs(t.app, 'lina')
    const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: token, language: 'EN', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((r) => r.json() as Promise<{ success: boolean; value: Record<string, unknown> }>)
    const before = (await call('GET', '/wps/wallets/gcs')).value.sumBalance as number
    const [card] = await t.database.db
      .select({ id: paymentChannels.id })
      .from(paymentChannels)
      .where(eq(paymentChannels.code, 'sandbox_card'))

    const started = await call('POST', '/wps/relay/MCS2_depositPaymentGateway', {
      channelId: card?.id,
      amount: '123.45',
      requestKey: 'sandbox-e2e-0001',
    })
    expect(started.success, JSON.stringify(started)).toBe(true)
    const { deposit, redirectUrl } = started.value as { deposit: { orderNo: string }; redirectUrl: string }
    expect(redirectUrl.startsWith(sandbox.url)).toBe(true)
    const page = await fetch(redirectUrl)
    expect(await page.text()).toMatch(/sandbox/i)

    // The player presses Approve; the sandbox sends them back through our return route.
    const approved = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
      redirect: 'manual',
    })
    expect(approved.status).toBe(303)
    const back = await fetch(approved.headers.get('location') as string, { redirect: 'manual' })
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe(`/m/voucherCenter/pending?orderNo=${deposit.orderNo}`)

    const status = await eventually(
      () => call('GET', `/wps/cashier/deposit?orderNo=${deposit.orderNo}`),
      (r) => (r.value.deposit as { status: string }).status === 'credited',
      'the credit',
    )
    expect(status.value.deposit).toMatchObject({ creditedAmount: 123.45 })
    // Chaos mode delivers each webhook more than once: every delivery is stored, one credited.
    // A delivery's row is written after its credit commits (and after what waits on the credit),
    // so a later duplicate's row can land first: wait for both.
    const stored = await eventually(
      () => t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, deposit.orderNo)),
      (rows) => rows.some((r) => r.outcome === 'credited') && rows.some((r) => r.outcome !== 'credited'),
      'the duplicate deliveries',
    )
    expect(stored.filter((r) => r.outcome === 'credited')).toHaveLength(1)
    expect(stored.every((r) => r.signatureOk)).toBe(true)
    expect((await call('GET', '/wps/wallets/gcs')).value.sumBalance).toBeCloseTo(before + 123.45, 2)
  })
})
