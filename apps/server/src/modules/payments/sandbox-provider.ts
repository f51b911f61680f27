/**
 * The adapter for the sandbox gateway (apps/payment-sandbox), the template for a real provider's:
 * it maps the provider's signed HTTP protocol onto `PaymentProvider` and nothing else. Requests
 * are signed `HMAC-SHA256(secret, "<METHOD> <path?query>\n<raw body>")`, notifications
 * `HMAC-SHA256(secret, <raw body>)`, both lowercase hex in `X-Sandbox-Signature`.
 */
import { createHmac } from 'node:crypto'
import type { Clock } from '../../lib/clock.ts'
import { sameDigest } from '../../lib/hash.ts'
import type {
  InitiatedPayment,
  InitiatePayment,
  ParsedNotification,
  PaymentProvider,
  PaymentState,
  PayoutRequest,
  PayoutState,
} from './payment-provider.ts'

export const SANDBOX = 'sandbox'
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
/** A notification signed longer ago than this is a replay, whatever its signature. */
export const NOTIFICATION_MAX_AGE_MS = 10 * 60_000
const REQUEST_TIMEOUT_MS = 10_000

export const sandboxSign = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex')

const minor = (v: unknown): bigint | null =>
  typeof v === 'string' && /^\d{1,15}$/.test(v)
    ? BigInt(v)
    : typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
      ? BigInt(v)
      : null
const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : null)

/** What every sandbox state message carries (payment or payout); null when any of it is off. */
function stateFields<S extends string>(a: Record<string, unknown>, statuses: readonly S[]) {
  const status = statuses.find((s) => s === a.status)
  const amountMinor = minor(a.amount)
  const currency = text(a.currency)
  if (status === undefined || amountMinor === null || !currency) return null
  return { status, amountMinor, currency, merchantCode: text(a.merchant) }
}

export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderHttpError'
  }
}

export function createSandboxProvider(opts: {
  baseUrl: string
  secret: string
  clock: Clock
  fetch?: typeof fetch
}): PaymentProvider {
  const { baseUrl, secret, clock } = opts
  const doFetch = opts.fetch ?? fetch

  async function call(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown) {
    const raw = body === undefined ? '' : JSON.stringify(body)
    const res = await doFetch(`${baseUrl}${pathWithQuery}`, {
      method,
      headers: {
        [SANDBOX_SIGNATURE_HEADER]: sandboxSign(secret, `${method} ${pathWithQuery}\n${raw}`),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: raw }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null
    return { status: res.status, answer }
  }

  const paymentState = (a: Record<string, unknown>): PaymentState | null => {
    const s = stateFields(a, ['pending', 'paid', 'declined'] as const)
    const orderNo = text(a.orderNo)
    const providerTxnId = text(a.paymentId)
    if (!s?.merchantCode || !orderNo || !providerTxnId) return null
    return { ...s, merchantCode: s.merchantCode, orderNo, providerTxnId }
  }

  // A payout's merchant is ours to know from its number; the sandbox may leave it out.
  const payoutState = (a: Record<string, unknown>): PayoutState | null => {
    const s = stateFields(a, ['processing', 'paid', 'failed'] as const)
    const payoutNo = text(a.payoutNo)
    const providerPayoutId = text(a.payoutId)
    if (!s || !payoutNo || !providerPayoutId) return null
    return { ...s, merchantCode: s.merchantCode ?? '', payoutNo, providerPayoutId }
  }

  return {
    code: SANDBOX,
    sandbox: true,
    acknowledgement: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' },

    async initiate(input: InitiatePayment): Promise<InitiatedPayment> {
      const { status, answer } = await call('POST', '/api/payments', {
        merchant: input.merchantCode,
        orderNo: input.orderNo,
        amount: input.amountMinor.toString(),
        currency: input.currency,
        notifyUrl: input.notifyUrl,
        returnUrl: input.returnUrl,
        description: input.description,
      })
      const paymentId = text(answer?.paymentId)
      const payUrl = text(answer?.payUrl)
      if (status !== 200 || !paymentId || !payUrl) throw new ProviderHttpError(status, 'sandbox refused the payment')
      return { providerTxnId: paymentId, redirectUrl: new URL(payUrl, `${baseUrl}/`).toString() }
    },

    parseNotification(rawBody, headers): ParsedNotification {
      const sent = headers[SANDBOX_SIGNATURE_HEADER]
      if (typeof sent !== 'string' || !sameDigest(sent, sandboxSign(secret, rawBody)))
        return { ok: false, reason: 'signature' }
      let body: Record<string, unknown>
      try {
        const parsed: unknown = JSON.parse(rawBody.toString('utf8'))
        if (!parsed || typeof parsed !== 'object') return { ok: false, reason: 'malformed' }
        body = parsed as Record<string, unknown>
      } catch {
        return { ok: false, reason: 'malformed' }
      }
      const sentAt = body.sentAt
      if (typeof sentAt !== 'number' || !Number.isFinite(sentAt)) return { ok: false, reason: 'malformed' }
      // Signed with the attempt's time: an old body sent again is a replay, not a retry.
      if (Math.abs(clock.now().getTime() - sentAt) > NOTIFICATION_MAX_AGE_MS) return { ok: false, reason: 'stale' }
      if (body.event === 'payment') {
        const state = paymentState(body)
        return state ? { ok: true, kind: 'payment', state } : { ok: false, reason: 'malformed' }
      }
      if (body.event === 'payout') {
        const state = payoutState(body)
        return state ? { ok: true, kind: 'payout', state } : { ok: false, reason: 'malformed' }
      }
      return { ok: false, reason: 'malformed' }
    },

    async query(merchantCode, orderNo) {
      const q = new URLSearchParams({ merchant: merchantCode, orderNo })
      const { status, answer } = await call('GET', `/api/payments?${q}`)
      if (status === 404) return null
      const state = status === 200 && answer ? paymentState(answer) : null
      if (!state) throw new ProviderHttpError(status, 'sandbox status query failed')
      return state
    },

    async payout(input: PayoutRequest): Promise<PayoutState> {
      const { status, answer } = await call('POST', '/api/payouts', {
        merchant: input.merchantCode,
        payoutNo: input.payoutNo,
        amount: input.amountMinor.toString(),
        currency: input.currency,
        bankCode: input.bankCode,
        accountName: input.accountName,
        accountNumber: input.accountNumber,
        notifyUrl: input.notifyUrl,
      })
      const state = status === 200 && answer ? payoutState({ merchant: input.merchantCode, ...answer }) : null
      if (!state) throw new ProviderHttpError(status, 'sandbox refused the payout')
      return state
    },
  }
}
