/**
 * Webhook delivery the way hosted-payment providers do it, so the platform meets the hard cases on
 * one machine: at least once, retried on any non-2xx answer or network error with exponential
 * backoff, each attempt stamped (`sentAt`) and signed anew. Chaos mode sends every webhook two or
 * three times, each copy after a random delay, so duplicates and out-of-order arrivals are the norm.
 */
import { randomBytes } from 'node:crypto'
import { SIGNATURE_HEADER, signBody } from './signing.ts'

export interface WebhookEvent {
  event: 'payment' | 'payout'
  /** The payment or payout id the webhook is about. */
  ref: string
  sequence: number
  /** The JSON fields before `sentAt`, which each attempt adds. */
  payload: Record<string, unknown>
}

export interface DeliveryAttempt {
  /** One webhook copy; its retries share it. */
  deliveryId: string
  attempt: number
  /** The backoff wait scheduled before this attempt (0 for a first attempt). */
  delayMs: number
  url: string
  event: WebhookEvent['event']
  ref: string
  sequence: number
  sentAt: number
  signature: string
  body: string
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null
  error?: string
  ok: boolean
  /** No further attempt follows: delivered, or out of attempts. */
  final: boolean
}

export interface DeliveryOptions {
  secret: string
  baseDelayMs: number
  maxAttempts?: number
  chaos?: boolean
  timeoutMs?: number
  random?: () => number
  onAttempt?: (attempt: DeliveryAttempt) => void
}

const KEPT_ATTEMPTS = 5000

export class DeliveryQueue {
  private readonly log: DeliveryAttempt[] = []
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly inFlight = new Set<AbortController>()
  private readonly running = new Set<Promise<void>>()
  private closed = false
  private readonly maxAttempts: number
  private readonly timeoutMs: number
  private readonly random: () => number

  constructor(private readonly options: DeliveryOptions) {
    this.maxAttempts = options.maxAttempts ?? 8
    this.timeoutMs = options.timeoutMs ?? 10_000
    this.random = options.random ?? Math.random
  }

  enqueue(url: string, event: WebhookEvent): void {
    if (this.closed) return
    const chaos = this.options.chaos === true
    const copies = chaos ? 2 + Math.floor(this.random() * 2) : 1
    for (let i = 0; i < copies; i++) {
      const deliveryId = `dlv_${randomBytes(6).toString('hex')}`
      const startIn = chaos ? Math.round(this.random() * 2 * this.options.baseDelayMs) : 0
      this.schedule(startIn, () => this.attempt(deliveryId, url, event, 1, 0))
    }
  }

  attempts(): readonly DeliveryAttempt[] {
    return this.log
  }

  /** Stops every pending retry and aborts requests in flight. */
  async close(): Promise<void> {
    this.closed = true
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    for (const c of this.inFlight) c.abort()
    await Promise.allSettled([...this.running])
  }

  private schedule(ms: number, run: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (this.closed) return
      const p = run().finally(() => this.running.delete(p))
      this.running.add(p)
    }, ms)
    this.timers.add(timer)
  }

  private async attempt(deliveryId: string, url: string, event: WebhookEvent, n: number, delayMs: number) {
    const sentAt = Date.now()
    const body = JSON.stringify({ ...event.payload, sentAt })
    const signature = signBody(this.options.secret, body)
    const abort = new AbortController()
    this.inFlight.add(abort)
    const timeout = setTimeout(() => abort.abort(), this.timeoutMs)
    let status: number | null = null
    let error: string | undefined
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, 'user-agent': 'parlor-sandbox' },
        body,
        redirect: 'manual',
        signal: abort.signal,
      })
      status = res.status
      await res.arrayBuffer().catch(() => undefined)
    } catch (err) {
      error = (err as Error).message
    } finally {
      clearTimeout(timeout)
      this.inFlight.delete(abort)
    }
    const ok = status !== null && status >= 200 && status < 300
    const final = ok || n >= this.maxAttempts || this.closed
    const record: DeliveryAttempt = {
      deliveryId,
      attempt: n,
      delayMs,
      url,
      event: event.event,
      ref: event.ref,
      sequence: event.sequence,
      sentAt,
      signature,
      body,
      status,
      ok,
      final,
      ...(error ? { error } : {}),
    }
    this.log.push(record)
    if (this.log.length > KEPT_ATTEMPTS) this.log.splice(0, this.log.length - KEPT_ATTEMPTS)
    this.options.onAttempt?.(record)
    if (final) return
    const wait = this.options.baseDelayMs * 2 ** (n - 1)
    this.schedule(wait, () => this.attempt(deliveryId, url, event, n + 1, wait))
  }
}
