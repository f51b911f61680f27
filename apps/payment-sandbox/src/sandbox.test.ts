/**
 * The sandbox over real HTTP: the gateway on a free port, and a webhook receiver of our own on
 * another, so signatures, retries and redirects are exercised exactly as the platform meets them.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type Sandbox, type SandboxOptions, startSandbox } from './sandbox.ts'
import { SIGNATURE_HEADER, signRequest, verify } from './signing.ts'

const SECRET = 'test-sandbox-secret'
const closers: (() => Promise<void>)[] = []

afterEach(async () => {
  while (closers.length) await closers.pop()?.()
})

async function sandbox(options: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  const sb = await startSandbox({ port: 0, secret: SECRET, deliveryBaseDelayMs: 20, ...options })
  closers.push(() => sb.close())
  return sb
}

interface Received {
  raw: string
  signature: string
  json: Record<string, unknown>
}

/** A webhook receiver answering the given statuses in turn, then 200. */
async function receiver(statuses: number[] = []) {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (raw += c))
    req.on('end', () => {
      received.push({ raw, signature: String(req.headers[SIGNATURE_HEADER]), json: JSON.parse(raw) })
      res.statusCode = statuses.shift() ?? 200
      res.end(res.statusCode === 200 ? 'OK' : 'nope')
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  closers.push(() => new Promise<void>((ok) => server.close(() => ok())))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payments/notify/sandbox`
  return { url, received }
}

/** Polls until `read` gives a truthy value; only a guard against hanging, never part of an assertion. */
async function until<T>(what: string, read: () => T | undefined | false | Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function call(sb: Sandbox, method: 'GET' | 'POST', pathWithQuery: string, body?: unknown, secret = SECRET) {
  const raw = body === undefined ? '' : JSON.stringify(body)
  const res = await fetch(sb.url + pathWithQuery, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      [SIGNATURE_HEADER]: signRequest(secret, method, pathWithQuery, raw),
    },
    ...(body === undefined ? {} : { body: raw }),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

function order(notifyUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    merchant: 'demo',
    orderNo: `D${Math.random().toString(36).slice(2, 10)}`,
    amount: '10050',
    currency: 'PHP',
    notifyUrl,
    returnUrl: 'http://127.0.0.1:9/payments/return/sandbox?lang=en',
    description: 'Deposit to demo',
    ...overrides,
  }
}

async function create(sb: Sandbox, body: Record<string, unknown>) {
  const res = await call(sb, 'POST', '/api/payments', body)
  expect(res.status).toBe(200)
  return res.json as { paymentId: string; payUrl: string; status: string }
}

async function choose(payUrl: string, form: Record<string, string>) {
  return fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
}

async function deliveries(sb: Sandbox, ref: string) {
  const res = await call(sb, 'GET', `/api/deliveries?ref=${ref}`)
  return res.json.deliveries as {
    deliveryId: string
    attempt: number
    delayMs: number
    status: number | null
    ok: boolean
    final: boolean
  }[]
}

describe('API signatures', () => {
  it('refuses unsigned, wrongly signed and tampered calls with 401, and accepts signed ones', async () => {
    const sb = await sandbox()
    const body = order('http://127.0.0.1:9/notify')
    const raw = JSON.stringify(body)
    const post = (headers: Record<string, string>, sent = raw) =>
      fetch(`${sb.url}/api/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: sent,
      })

    const unsigned = await post({})
    expect(unsigned.status).toBe(401)
    expect(await unsigned.json()).toEqual({ error: 'signature' })
    expect(
      (await post({ [SIGNATURE_HEADER]: signRequest('another-secret', 'POST', '/api/payments', raw) })).status,
    ).toBe(401)
    expect((await post({ [SIGNATURE_HEADER]: signRequest(SECRET, 'POST', '/api/payouts', raw) })).status).toBe(401)
    expect((await post({ [SIGNATURE_HEADER]: 'zz' })).status).toBe(401)
    const tampered = JSON.stringify({ ...body, amount: '99999' })
    expect(
      (await post({ [SIGNATURE_HEADER]: signRequest(SECRET, 'POST', '/api/payments', raw) }, tampered)).status,
    ).toBe(401)
    expect((await fetch(`${sb.url}/api/payments?merchant=demo&orderNo=${body.orderNo}`)).status).toBe(401)
    expect((await fetch(`${sb.url}/api/deliveries`)).status).toBe(401)
    expect((await call(sb, 'GET', '/api/deliveries', undefined, 'another-secret')).status).toBe(401)

    expect((await post({ [SIGNATURE_HEADER]: signRequest(SECRET, 'POST', '/api/payments', raw) })).status).toBe(200)
  })

  it('answers 400 naming the field for a signed but invalid body', async () => {
    const sb = await sandbox()
    const res = await call(sb, 'POST', '/api/payments', order('http://127.0.0.1:9/n', { amount: '10.50' }))
    expect(res).toEqual({ status: 400, json: { error: 'invalid', field: 'amount' } })
    const bad = await call(sb, 'POST', '/api/payments', order('javascript:alert(1)'))
    expect(bad.json.field).toBe('notifyUrl')
  })
})

describe('payments', () => {
  it('creates a payment once per (merchant, orderNo)', async () => {
    const sb = await sandbox()
    const body = order('http://127.0.0.1:9/notify')
    const first = await create(sb, body)
    expect(first.status).toBe('pending')
    expect(first.paymentId).toMatch(/^sbp_[0-9a-f]{16}$/)
    expect(first.payUrl).toBe(`${sb.url}/pay/${first.paymentId}`)
    expect(await create(sb, body)).toEqual(first)
    const otherMerchant = await create(sb, { ...body, merchant: 'demo2' })
    expect(otherMerchant.paymentId).not.toBe(first.paymentId)
    const conflicting = await call(sb, 'POST', '/api/payments', { ...body, amount: '1' })
    expect(conflicting).toEqual({ status: 409, json: { error: 'conflict' } })
  })

  it('serves a hosted page labelled SANDBOX with the amount, escaping what the merchant sent', async () => {
    const sb = await sandbox()
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const p = await create(sb, order('http://127.0.0.1:9/notify', { description: hostile, amount: '123456' }))
    const res = await fetch(p.payUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await res.text()
    expect(page).toContain('SANDBOX')
    expect(page).toMatch(/no real money/i)
    expect(page).toContain('PHP 1,234.56')
    expect(page).toContain('name="viewport" content="width=device-width')
    for (const action of ['approve', 'decline', 'pending', 'amount']) expect(page).toContain(`value="${action}"`)
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<img src=x')
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;')

    expect((await fetch(`${sb.url}/pay/sbp_0000000000000000`)).status).toBe(404)
  })

  it('approve: a signed "paid" webhook, then 303 back to the return URL with the order number', async () => {
    const sb = await sandbox()
    const hook = await receiver()
    const body = order(hook.url)
    const p = await create(sb, body)

    const res = await choose(p.payUrl, { action: 'approve' })
    expect(res.status).toBe(303)
    const back = new URL(res.headers.get('location') ?? '')
    expect(back.pathname).toBe('/payments/return/sandbox')
    expect(back.searchParams.get('orderNo')).toBe(body.orderNo)
    expect(back.searchParams.get('lang')).toBe('en')

    const [got] = await until('the webhook', () => hook.received.length >= 1 && hook.received)
    expect(verify(SECRET, got?.raw ?? '', got?.signature)).toBe(true)
    expect(got?.json).toEqual({
      event: 'payment',
      paymentId: p.paymentId,
      merchant: 'demo',
      orderNo: body.orderNo,
      status: 'paid',
      amount: '10050',
      currency: 'PHP',
      sequence: 1,
      sentAt: expect.any(Number),
    })

    const page = await (await fetch(p.payUrl)).text()
    expect(page).toContain('Paid PHP 100.50')
    expect(page).not.toContain('value="approve"')
    // A second submit of a settled payment changes nothing and sends the player back.
    const again = await choose(p.payUrl, { action: 'decline' })
    expect(again.status).toBe(303)
    const state = await call(sb, 'GET', `/api/payments?merchant=demo&orderNo=${body.orderNo}`)
    expect(state.json.status).toBe('paid')
  })

  it('decline: a "declined" webhook and the status query agrees', async () => {
    const sb = await sandbox()
    const hook = await receiver()
    const body = order(hook.url)
    const p = await create(sb, body)
    expect((await choose(p.payUrl, { action: 'decline' })).status).toBe(303)
    const [got] = await until('the webhook', () => hook.received.length >= 1 && hook.received)
    expect(verify(SECRET, got?.raw ?? '', got?.signature)).toBe(true)
    expect(got?.json).toMatchObject({ status: 'declined', amount: '10050', sequence: 1 })
    const state = await call(sb, 'GET', `/api/payments?merchant=demo&orderNo=${body.orderNo}`)
    expect(state).toEqual({
      status: 200,
      json: {
        paymentId: p.paymentId,
        merchant: 'demo',
        orderNo: body.orderNo,
        status: 'declined',
        amount: '10050',
        currency: 'PHP',
      },
    })
  })

  it('pays a different amount when the player enters one, and refuses a non-amount', async () => {
    const sb = await sandbox()
    const hook = await receiver()
    const body = order(hook.url)
    const p = await create(sb, body)

    const refused = await choose(p.payUrl, { action: 'amount', amount: '0' })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('role="alert"')
    expect(page).toContain('value="0"')

    expect((await choose(p.payUrl, { action: 'amount', amount: '75.25' })).status).toBe(303)
    const [got] = await until('the webhook', () => hook.received.length >= 1 && hook.received)
    expect(got?.json).toMatchObject({ status: 'paid', amount: '7525', sequence: 1 })
    const state = await call(sb, 'GET', `/api/payments?merchant=demo&orderNo=${body.orderNo}`)
    expect(state.json).toMatchObject({ status: 'paid', amount: '7525' })
  })

  it('leave pending: a "pending" webhook, and a later approval comes with a higher sequence', async () => {
    const sb = await sandbox()
    const hook = await receiver()
    const p = await create(sb, order(hook.url))
    expect((await choose(p.payUrl, { action: 'pending' })).status).toBe(303)
    await until('the pending webhook', () => hook.received.length >= 1)
    expect((await choose(p.payUrl, { action: 'approve' })).status).toBe(303)
    await until('the paid webhook', () => hook.received.length >= 2)
    const seen = hook.received.map((r) => [r.json.status, r.json.sequence]).sort((a, b) => Number(a[1]) - Number(b[1]))
    expect(seen).toEqual([
      ['pending', 1],
      ['paid', 2],
    ])
  })

  it('the status query answers 404 for an order it does not know', async () => {
    const sb = await sandbox()
    const res = await call(sb, 'GET', '/api/payments?merchant=demo&orderNo=nope')
    expect(res).toEqual({ status: 404, json: { error: 'not_found' } })
  })
})

describe('webhook delivery', () => {
  it('retries a receiver that answers 500 twice: three attempts, growing delays, each stamped and signed anew', async () => {
    const sb = await sandbox({ deliveryBaseDelayMs: 15 })
    const hook = await receiver([500, 500])
    const p = await create(sb, order(hook.url))
    await choose(p.payUrl, { action: 'approve' })
    await until('three attempts', () => hook.received.length >= 3)

    const log = await until('the attempt log', async () => {
      const list = await deliveries(sb, p.paymentId)
      return list.length >= 3 && list
    })
    expect(log.map((a) => [a.attempt, a.status, a.ok, a.final])).toEqual([
      [1, 500, false, false],
      [2, 500, false, false],
      [3, 200, true, true],
    ])
    expect(new Set(log.map((a) => a.deliveryId)).size).toBe(1)
    expect(log.map((a) => a.delayMs)).toEqual([0, 15, 30])

    expect(hook.received).toHaveLength(3)
    for (const r of hook.received) expect(verify(SECRET, r.raw, r.signature)).toBe(true)
    expect(new Set(hook.received.map((r) => r.json.sentAt)).size).toBe(3)
    expect(new Set(hook.received.map((r) => r.signature)).size).toBe(3)
    const withoutStamp = hook.received.map(({ json: { sentAt: _, ...rest } }) => rest)
    expect(withoutStamp[1]).toEqual(withoutStamp[0])
    expect(withoutStamp[2]).toEqual(withoutStamp[0])
  })

  it('gives up after the last attempt', async () => {
    const sb = await sandbox({ deliveryBaseDelayMs: 2, maxAttempts: 3 })
    const hook = await receiver([500, 500, 500, 500, 500])
    const p = await create(sb, order(hook.url))
    await choose(p.payUrl, { action: 'decline' })
    const log = await until('the final attempt', async () => {
      const list = await deliveries(sb, p.paymentId)
      return list.some((a) => a.final) && list
    })
    expect(log.map((a) => [a.attempt, a.status, a.final])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 500, true],
    ])
  })

  it('retries when the receiver cannot be reached', async () => {
    const sb = await sandbox({ deliveryBaseDelayMs: 2, maxAttempts: 2 })
    const p = await create(sb, order('http://127.0.0.1:9/unreachable'))
    await choose(p.payUrl, { action: 'approve' })
    const log = await until('two attempts', async () => {
      const list = await deliveries(sb, p.paymentId)
      return list.length >= 2 && list
    })
    expect(log.map((a) => [a.attempt, a.status, a.final])).toEqual([
      [1, null, false],
      [2, null, true],
    ])
  })

  it('chaos mode delivers every webhook more than once', async () => {
    const sb = await sandbox({ chaos: true, deliveryBaseDelayMs: 5 })
    const hook = await receiver()
    const p = await create(sb, order(hook.url))
    await choose(p.payUrl, { action: 'approve' })
    await until('duplicates', () => hook.received.length >= 2)
    for (const r of hook.received) {
      expect(verify(SECRET, r.raw, r.signature)).toBe(true)
      expect(r.json).toMatchObject({ paymentId: p.paymentId, status: 'paid', sequence: 1 })
    }
    const copies = new Set((await deliveries(sb, p.paymentId)).map((a) => a.deliveryId))
    expect(copies.size).toBeGreaterThanOrEqual(2)
    expect(copies.size).toBeLessThanOrEqual(3)
  })

  it('redeliver re-sends the current state on request', async () => {
    const sb = await sandbox()
    const hook = await receiver()
    const p = await create(sb, order(hook.url))
    await choose(p.payUrl, { action: 'approve' })
    await until('the webhook', () => hook.received.length >= 1)
    const res = await call(sb, 'POST', `/api/payments/${p.paymentId}/redeliver`)
    expect(res).toEqual({ status: 200, json: { queued: true, sequence: 1, status: 'paid' } })
    await until('the second delivery', () => hook.received.length >= 2)
    expect(hook.received[1]?.json).toMatchObject({ paymentId: p.paymentId, status: 'paid', sequence: 1 })
    expect(verify(SECRET, hook.received[1]?.raw ?? '', hook.received[1]?.signature)).toBe(true)

    expect((await call(sb, 'POST', '/api/payments/sbp_0000000000000000/redeliver')).status).toBe(404)
    // The redeliver call is signed like any other.
    expect((await fetch(`${sb.url}/api/payments/${p.paymentId}/redeliver`, { method: 'POST' })).status).toBe(401)
  })
})

describe('payouts', () => {
  const payout = (notifyUrl: string, accountNumber: string) => ({
    merchant: 'demo',
    payoutNo: `W${Math.random().toString(36).slice(2, 10)}`,
    amount: '50000',
    currency: 'PHP',
    bankCode: 'BDO',
    accountName: 'Juan Dela Cruz',
    accountNumber,
    notifyUrl,
  })

  it('pays out, then sends a signed "paid" webhook; the query agrees; the same payoutNo is the same payout', async () => {
    const sb = await sandbox()
    const hook = await receiver()
    const body = payout(hook.url, '001234567890')
    const res = await call(sb, 'POST', '/api/payouts', body)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ payoutNo: body.payoutNo, status: 'processing', amount: '50000', currency: 'PHP' })
    const payoutId = res.json.payoutId as string
    expect(payoutId).toMatch(/^sbo_/)

    const [got] = await until('the payout webhook', () => hook.received.length >= 1 && hook.received)
    expect(verify(SECRET, got?.raw ?? '', got?.signature)).toBe(true)
    expect(got?.json).toEqual({
      event: 'payout',
      payoutId,
      merchant: 'demo',
      payoutNo: body.payoutNo,
      status: 'paid',
      amount: '50000',
      currency: 'PHP',
      sequence: 1,
      sentAt: expect.any(Number),
    })
    const state = await call(sb, 'GET', `/api/payouts?merchant=demo&payoutNo=${body.payoutNo}`)
    expect(state.json).toMatchObject({ payoutId, status: 'paid' })
    const again = await call(sb, 'POST', '/api/payouts', body)
    expect(again.json).toMatchObject({ payoutId, status: 'paid' })
    expect((await call(sb, 'GET', '/api/payouts?merchant=demo&payoutNo=nope')).status).toBe(404)
  })

  it('fails a payout to an account number ending in 4444', async () => {
    const sb = await sandbox()
    const hook = await receiver()
    const body = payout(hook.url, '9876544444')
    const res = await call(sb, 'POST', '/api/payouts', body)
    expect(res.json.status).toBe('processing')
    const [got] = await until('the payout webhook', () => hook.received.length >= 1 && hook.received)
    expect(verify(SECRET, got?.raw ?? '', got?.signature)).toBe(true)
    expect(got?.json).toMatchObject({ event: 'payout', status: 'failed', sequence: 1, payoutNo: body.payoutNo })
    const state = await call(sb, 'GET', `/api/payouts?merchant=demo&payoutNo=${body.payoutNo}`)
    expect(state.json.status).toBe('failed')
  })
})

describe('index page', () => {
  it('lists recent payments with links to their hosted pages, labelled SANDBOX', async () => {
    const sb = await sandbox()
    const p = await create(sb, order('http://127.0.0.1:9/notify', { orderNo: 'D<b>1' }))
    const res = await fetch(`${sb.url}/`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('SANDBOX')
    expect(page).toContain(`href="/pay/${p.paymentId}"`)
    expect(page).toContain('D&lt;b&gt;1')
    expect((await fetch(`${sb.url}/health`)).status).toBe(200)
  })
})
