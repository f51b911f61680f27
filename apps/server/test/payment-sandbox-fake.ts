/**
 * An in-memory stand-in for the sandbox gateway's API, behind the real sandbox adapter: the
 * adapter signs its calls and this checks them exactly as the sandbox does, so the adapter's
 * wire format is tested too. Tests move payments along (`pay`, `decline`) and sign the
 * notifications they deliver themselves, to choose the order, timing and duplicates.
 */
import { randomBytes } from 'node:crypto'
import type { Clock } from '../src/lib/clock.ts'
import type { PaymentProvider } from '../src/modules/payments/payment-provider.ts'
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxSign,
} from '../src/modules/payments/sandbox-provider.ts'

export const FAKE_SANDBOX_SECRET = 'fake-sandbox-secret-for-tests'
const BASE = 'http://sandbox.test'

export interface FakePayment {
  paymentId: string
  merchant: string
  orderNo: string
  amount: string
  currency: string
  status: 'pending' | 'paid' | 'declined'
  sequence: number
}

export function fakeSandbox(clock: Clock) {
  const payments = new Map<string, FakePayment>()
  const state = { down: false, calls: 0 }

  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    state.calls++
    if (state.down) throw new TypeError('fetch failed')
    const url = new URL(String(input))
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? init.body : ''
    const headers = init.headers as Record<string, string>
    if (
      headers[SANDBOX_SIGNATURE_HEADER] !==
      sandboxSign(FAKE_SANDBOX_SECRET, `${method} ${url.pathname}${url.search}\n${body}`)
    )
      return reply(401, { error: 'signature' })
    if (method === 'POST' && url.pathname === '/api/payments') {
      const b = JSON.parse(body) as Record<string, string>
      const key = `${b.merchant}/${b.orderNo}`
      let p = payments.get(key)
      if (!p) {
        p = {
          paymentId: `P${randomBytes(6).toString('hex')}`,
          merchant: b.merchant as string,
          orderNo: b.orderNo as string,
          amount: b.amount as string,
          currency: b.currency as string,
          status: 'pending',
          sequence: 1,
        }
        payments.set(key, p)
      }
      return reply(200, { paymentId: p.paymentId, payUrl: `/pay/${p.paymentId}`, status: p.status })
    }
    if (method === 'GET' && url.pathname === '/api/payments') {
      const p = payments.get(`${url.searchParams.get('merchant')}/${url.searchParams.get('orderNo')}`)
      if (!p) return reply(404, { error: 'not_found' })
      const { sequence: _s, ...rest } = p
      return reply(200, rest)
    }
    return reply(404, { error: 'not_found' })
  }

  const provider: PaymentProvider = createSandboxProvider({
    baseUrl: BASE,
    secret: FAKE_SANDBOX_SECRET,
    clock,
    fetch: fetchImpl as typeof fetch,
  })

  const find = (orderNo: string) => {
    const p = [...payments.values()].find((x) => x.orderNo === orderNo)
    if (!p) throw new Error(`the fake sandbox has no payment ${orderNo}`)
    return p
  }

  return {
    provider,
    state,
    payments,
    find,
    /** Marks the payment paid (the asked amount unless another is given), as the hosted page does. */
    pay(orderNo: string, amountMinor?: string) {
      const p = find(orderNo)
      p.status = 'paid'
      if (amountMinor) p.amount = amountMinor
      p.sequence++
      return p
    },
    decline(orderNo: string) {
      const p = find(orderNo)
      p.status = 'declined'
      p.sequence++
      return p
    },
    /** A webhook body for the payment's current state (or `over` it), signed as the sandbox signs. */
    notification(p: FakePayment, over: Partial<Record<string, unknown>> = {}, secret = FAKE_SANDBOX_SECRET) {
      const body = JSON.stringify({
        event: 'payment',
        paymentId: p.paymentId,
        merchant: p.merchant,
        orderNo: p.orderNo,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        sequence: p.sequence,
        sentAt: clock.now().getTime(),
        ...over,
      })
      return { body, signature: sandboxSign(secret, body) }
    },
  }
}
export type FakeSandbox = ReturnType<typeof fakeSandbox>
