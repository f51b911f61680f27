/**
 * The built-in sandbox payment gateway (its wire protocol: this workspace's README.md): a separate HTTP
 * process that behaves like a hosted-payment provider, so deposits and payouts run end to end on
 * one machine. The platform reaches it only over signed HTTP, as it would a real provider.
 * State lives in memory: a restart forgets every payment, as a fresh sandbox account would.
 */
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { type DeliveryAttempt, DeliveryQueue } from './deliveries.ts'
import { parseMajor } from './money.ts'
import {
  type PaymentView,
  type PayoutView,
  renderIndexPage,
  renderNotFoundPage,
  renderPayPage,
  payReturnUrl,
} from './pages.ts'
import { SIGNATURE_HEADER, requestPayload, verify } from './signing.ts'

export type { DeliveryAttempt } from './deliveries.ts'

export interface SandboxOptions {
  /** 0 picks a free port; `url` then names the real one. */
  port: number
  host?: string
  secret: string
  /** First retry delay of webhooks, doubled on each further attempt; payouts settle after half of it. */
  deliveryBaseDelayMs?: number
  /** Every webhook two or three times, after random delays. */
  chaos?: boolean
  /** Base of the `payUrl`s handed out, when players reach the sandbox at another address than `url`. */
  publicUrl?: string
  maxAttempts?: number
  onDelivery?: (attempt: DeliveryAttempt) => void
}

export interface Sandbox {
  /** Where the sandbox listens, e.g. http://127.0.0.1:4100 (no trailing slash). */
  url: string
  close(): Promise<void>
}

interface Payment extends PaymentView {
  notifyUrl: string
  returnUrl: string
  sequence: number
}

interface Payout extends PayoutView {
  bankCode: string
  accountName: string
  notifyUrl: string
  sequence: number
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody: string
  }
}

class BadRequest extends Error {
  constructor(readonly field: string) {
    super(`invalid ${field}`)
  }
}

type Body = Record<string, unknown>

const ID_TEXT = /^[\x21-\x7e]{1,64}$/
const AMOUNT = /^[1-9][0-9]{0,17}$/
const CURRENCY = /^[A-Z]{3}$/

function text(body: Body, field: string, pattern: RegExp = ID_TEXT): string {
  const value = body[field]
  if (typeof value !== 'string' || !pattern.test(value)) throw new BadRequest(field)
  return value
}

function httpUrl(body: Body, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value.length > 2000) throw new BadRequest(field)
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString()
  } catch {
    // falls through to the refusal
  }
  throw new BadRequest(field)
}

function bodyOf(req: FastifyRequest): Body {
  const body = req.body
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('body')
  return body as Body
}

function queryOf(req: FastifyRequest): Record<string, string> {
  const q = (req.query ?? {}) as Record<string, unknown>
  return Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`
const key = (merchant: string, no: string) => `${merchant}\u0000${no}`

function listenHost(url: string | AddressInfo | null, host: string): string {
  const port = typeof url === 'object' && url ? url.port : 0
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  return `http://${shown}:${port}`
}

export function buildSandbox(options: SandboxOptions & { baseUrl: () => string }): FastifyInstance {
  const baseDelay = options.deliveryBaseDelayMs ?? 1000
  const payments = new Map<string, Payment>()
  const paymentsByOrder = new Map<string, string>()
  const payouts = new Map<string, Payout>()
  const payoutsByNo = new Map<string, string>()
  const settleTimers = new Set<NodeJS.Timeout>()
  const deliveries = new DeliveryQueue({
    secret: options.secret,
    baseDelayMs: baseDelay,
    chaos: options.chaos === true,
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    ...(options.onDelivery ? { onAttempt: options.onDelivery } : {}),
  })

  const paymentState = (p: Payment) => ({
    paymentId: p.paymentId,
    merchant: p.merchant,
    orderNo: p.orderNo,
    status: p.status,
    amount: p.status === 'paid' ? (p.paidAmount ?? p.amount) : p.amount,
    currency: p.currency,
  })
  const payoutState = (p: Payout) => ({
    payoutId: p.payoutId,
    merchant: p.merchant,
    payoutNo: p.payoutNo,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
  })
  const notifyPayment = (p: Payment) => {
    const { paymentId, ...rest } = paymentState(p)
    deliveries.enqueue(p.notifyUrl, {
      event: 'payment',
      ref: p.paymentId,
      sequence: p.sequence,
      payload: { event: 'payment', paymentId, ...rest, sequence: p.sequence },
    })
  }
  const notifyPayout = (p: Payout) => {
    const { payoutId, ...rest } = payoutState(p)
    deliveries.enqueue(p.notifyUrl, {
      event: 'payout',
      ref: p.payoutId,
      sequence: p.sequence,
      payload: { event: 'payout', payoutId, ...rest, sequence: p.sequence },
    })
  }

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 })
  app.decorateRequest('rawBody', '')

  // Signatures cover the exact bytes sent, so the body is kept as text before it is read.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    req.rawBody = raw as string
    if (raw === '') return done(null, undefined)
    try {
      done(null, JSON.parse(raw as string))
    } catch {
      // Answered as an invalid body after the signature check, not as a parser error before it.
      done(null, undefined)
    }
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, raw, done) => {
    req.rawBody = raw as string
    done(null, Object.fromEntries(new URLSearchParams(raw as string)))
  })

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-sandbox', 'true')
    reply.header('cache-control', 'no-store')
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
  })

  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    if (err instanceof BadRequest) return reply.code(400).send({ error: 'invalid', field: err.field })
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) console.error('payment sandbox:', err)
    return reply.code(status).send({ error: status === 500 ? 'internal' : 'bad_request' })
  })
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'not_found' }))

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      )
      .send(page)

  app.get('/health', async () => ({ ok: true, sandbox: true }))

  app.get('/', async (_req, reply) => {
    const recent = <T extends { createdAt: number }>(items: Iterable<T>) =>
      [...items].sort((a, b) => b.createdAt - a.createdAt).slice(0, 50)
    return html(reply, 200, renderIndexPage(recent(payments.values()), recent(payouts.values())))
  })

  app.get<{ Params: { paymentId: string } }>('/pay/:paymentId', async (req, reply) => {
    const p = payments.get(req.params.paymentId)
    if (!p) return html(reply, 404, renderNotFoundPage())
    return html(reply, 200, renderPayPage(p, { returnUrl: p.returnUrl }))
  })

  app.post<{ Params: { paymentId: string } }>('/pay/:paymentId', async (req, reply) => {
    const p = payments.get(req.params.paymentId)
    if (!p) return html(reply, 404, renderNotFoundPage())
    const back = payReturnUrl(p.returnUrl, p.orderNo)
    // A second click (or a reload) on a settled payment changes nothing and sends the player back.
    if (p.status !== 'pending') return reply.code(303).header('location', back).send()
    const form = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>
    switch (form.action) {
      case 'approve':
        p.status = 'paid'
        p.paidAmount = p.amount
        break
      case 'decline':
        p.status = 'declined'
        break
      case 'pending':
        break
      case 'amount': {
        const minor = parseMajor(form.amount ?? '', p.currency)
        if (!minor) {
          const error = `Enter an amount above zero, like 100 or 100.50 (${p.currency}).`
          return html(reply, 400, renderPayPage(p, { returnUrl: p.returnUrl, error, amountInput: form.amount ?? '' }))
        }
        p.status = 'paid'
        p.paidAmount = minor
        break
      }
      default:
        return html(reply, 400, renderPayPage(p, { returnUrl: p.returnUrl, error: 'Choose one of the buttons.' }))
    }
    p.sequence += 1
    notifyPayment(p)
    return reply.code(303).header('location', back).send()
  })

  // The API: every call signed by the merchant's platform.
  app.register(async (api) => {
    api.addHook('preHandler', async (req, reply) => {
      const header = req.headers[SIGNATURE_HEADER]
      const signature = typeof header === 'string' ? header.toLowerCase() : undefined
      if (!verify(options.secret, requestPayload(req.method, req.url, req.rawBody), signature))
        return reply.code(401).send({ error: 'signature' })
    })

    api.post('/api/payments', async (req, reply) => {
      const body = bodyOf(req)
      const merchant = text(body, 'merchant')
      const orderNo = text(body, 'orderNo')
      const amount = text(body, 'amount', AMOUNT)
      const currency = text(body, 'currency', CURRENCY)
      const notifyUrl = httpUrl(body, 'notifyUrl')
      const returnUrl = httpUrl(body, 'returnUrl')
      const description = body.description === undefined ? '' : text(body, 'description', /^[^\0]{0,200}$/)
      const payUrl = (id: string) => `${options.publicUrl ?? options.baseUrl()}/pay/${id}`
      const existingId = paymentsByOrder.get(key(merchant, orderNo))
      const existing = existingId ? payments.get(existingId) : undefined
      if (existing) {
        // The same order asked again is the same payment; another amount under that order number is a mistake.
        if (existing.amount !== amount || existing.currency !== currency)
          return reply.code(409).send({ error: 'conflict' })
        return { paymentId: existing.paymentId, payUrl: payUrl(existing.paymentId), status: existing.status }
      }
      const payment: Payment = {
        paymentId: newId('sbp'),
        merchant,
        orderNo,
        description,
        amount,
        paidAmount: null,
        currency,
        status: 'pending',
        createdAt: Date.now(),
        notifyUrl,
        returnUrl,
        sequence: 0,
      }
      payments.set(payment.paymentId, payment)
      paymentsByOrder.set(key(merchant, orderNo), payment.paymentId)
      return { paymentId: payment.paymentId, payUrl: payUrl(payment.paymentId), status: payment.status }
    })

    api.get('/api/payments', async (req, reply) => {
      const q = queryOf(req)
      const id = paymentsByOrder.get(key(q.merchant ?? '', q.orderNo ?? ''))
      const p = id ? payments.get(id) : undefined
      if (!p) return reply.code(404).send({ error: 'not_found' })
      return paymentState(p)
    })

    api.post<{ Params: { paymentId: string } }>('/api/payments/:paymentId/redeliver', async (req, reply) => {
      const p = payments.get(req.params.paymentId)
      if (!p) return reply.code(404).send({ error: 'not_found' })
      notifyPayment(p)
      return { queued: true, sequence: p.sequence, status: p.status }
    })

    api.post('/api/payouts', async (req, reply) => {
      const body = bodyOf(req)
      const merchant = text(body, 'merchant')
      const payoutNo = text(body, 'payoutNo')
      const amount = text(body, 'amount', AMOUNT)
      const currency = text(body, 'currency', CURRENCY)
      const bankCode = text(body, 'bankCode', /^[^\0]{1,64}$/)
      const accountName = text(body, 'accountName', /^[^\0]{1,100}$/)
      const accountNumber = text(body, 'accountNumber', /^[0-9A-Za-z -]{1,40}$/)
      const notifyUrl = httpUrl(body, 'notifyUrl')
      const existingId = payoutsByNo.get(key(merchant, payoutNo))
      const existing = existingId ? payouts.get(existingId) : undefined
      if (existing) {
        if (existing.amount !== amount || existing.currency !== currency || existing.accountNumber !== accountNumber)
          return reply.code(409).send({ error: 'conflict' })
        return payoutState(existing)
      }
      const payout: Payout = {
        payoutId: newId('sbo'),
        merchant,
        payoutNo,
        amount,
        currency,
        bankCode,
        accountName,
        accountNumber,
        notifyUrl,
        status: 'processing',
        sequence: 0,
        createdAt: Date.now(),
      }
      payouts.set(payout.payoutId, payout)
      payoutsByNo.set(key(merchant, payoutNo), payout.payoutId)
      const timer = setTimeout(() => {
        settleTimers.delete(timer)
        payout.status = accountNumber.replace(/\s/g, '').endsWith('4444') ? 'failed' : 'paid'
        payout.sequence += 1
        notifyPayout(payout)
      }, baseDelay / 2)
      settleTimers.add(timer)
      return payoutState(payout)
    })

    api.get('/api/payouts', async (req, reply) => {
      const q = queryOf(req)
      const id = payoutsByNo.get(key(q.merchant ?? '', q.payoutNo ?? ''))
      const p = id ? payouts.get(id) : undefined
      if (!p) return reply.code(404).send({ error: 'not_found' })
      return payoutState(p)
    })

    api.post<{ Params: { payoutId: string } }>('/api/payouts/:payoutId/redeliver', async (req, reply) => {
      const p = payouts.get(req.params.payoutId)
      if (!p || p.status === 'processing') return reply.code(404).send({ error: 'not_found' })
      notifyPayout(p)
      return { queued: true, sequence: p.sequence, status: p.status }
    })

    api.get('/api/deliveries', async (req) => {
      const ref = queryOf(req).ref
      const all = deliveries.attempts()
      return { deliveries: ref ? all.filter((a) => a.ref === ref) : all }
    })
  })

  app.addHook('onClose', async () => {
    for (const t of settleTimers) clearTimeout(t)
    settleTimers.clear()
    await deliveries.close()
  })
  return app
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1'
  let url = ''
  const app = buildSandbox({ ...options, baseUrl: () => url })
  await app.listen({ port: options.port, host })
  url = listenHost(app.server.address(), host)
  return {
    url,
    close: async () => {
      await app.close()
    },
  }
}
