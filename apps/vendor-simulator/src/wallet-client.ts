/**
 * The vendor's side of the seamless wallet: signed JSON calls to the platform's
 * `/provider/:vendor/{authenticate,balance,bet,win,rollback}`. A network error, a timeout or a 5xx is
 * retried with the very same body (so the same transactionId) after a short, growing pause, as a real
 * vendor would; any other answer is final. The platform must treat every repeat as the one call.
 */
import { SIGNATURE_HEADER, signBody } from './signing.ts'

export type WalletOperation = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback'

export interface WalletReply {
  ok: boolean
  /** The last HTTP status, or null when no attempt got an answer. */
  status: number | null
  value: Record<string, unknown>
  errorCode?: string
  message?: string
  /** True when every attempt failed in a way worth retrying: the call's effect is unknown. */
  unreachable: boolean
  attempts: number
}

export interface WalletCallRecord {
  at: number
  vendor: string
  operation: WalletOperation
  transactionId?: string
  roundId?: string
  attempt: number
  /** A chaos repeat of a call already answered. */
  duplicate: boolean
  status: number | null
  errorCode?: string
}

export interface WalletClientOptions {
  platformUrl: string
  secret: string
  /** Attempts per call, the first included (3). */
  attempts?: number
  /** Pause before retry n is n × this (150 ms). */
  retryDelayMs?: number
  timeoutMs?: number
  onCall?: (record: WalletCallRecord) => void
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export class WalletClient {
  private readonly base: string
  private readonly attempts: number
  private readonly retryDelayMs: number
  private readonly timeoutMs: number

  constructor(private readonly options: WalletClientOptions) {
    this.base = options.platformUrl.replace(/\/+$/, '')
    this.attempts = Math.max(1, options.attempts ?? 3)
    this.retryDelayMs = options.retryDelayMs ?? 150
    this.timeoutMs = options.timeoutMs ?? 5000
  }

  /** Sends one call (with retries); `duplicate` sends the same signed body once more after the answer. */
  async call(
    vendor: string,
    operation: WalletOperation,
    body: Record<string, string>,
    opts: { duplicate?: boolean } = {},
  ): Promise<WalletReply> {
    const raw = JSON.stringify(body)
    const signature = signBody(this.options.secret, raw)
    let reply: WalletReply | undefined
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) await sleep(this.retryDelayMs * (attempt - 1))
      reply = await this.send(vendor, operation, body, raw, signature, attempt, false)
      if (!reply.unreachable) break
    }
    if (opts.duplicate) await this.send(vendor, operation, body, raw, signature, 1, true)
    return reply as WalletReply
  }

  private async send(
    vendor: string,
    operation: WalletOperation,
    body: Record<string, string>,
    raw: string,
    signature: string,
    attempt: number,
    duplicate: boolean,
  ): Promise<WalletReply> {
    let status: number | null = null
    let json: Record<string, unknown> = {}
    try {
      const res = await fetch(`${this.base}/provider/${encodeURIComponent(vendor)}/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      status = res.status
      const text = await res.text()
      try {
        const parsed: unknown = JSON.parse(text)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>
      } catch {
        // an answer that is not JSON counts by its status alone
      }
    } catch {
      // network error or timeout: status stays null
    }
    const unreachable = status === null || status >= 500
    const ok = status !== null && status < 300 && json.success === true
    const value = json.value && typeof json.value === 'object' ? (json.value as Record<string, unknown>) : {}
    const errorCode = typeof json.errorCode === 'string' ? json.errorCode : undefined
    this.options.onCall?.({
      at: Date.now(),
      vendor,
      operation,
      ...(body.transactionId ? { transactionId: body.transactionId } : {}),
      ...(body.roundId ? { roundId: body.roundId } : {}),
      attempt,
      duplicate,
      status,
      ...(errorCode ? { errorCode } : {}),
    })
    return {
      ok,
      status,
      value,
      ...(errorCode ? { errorCode } : {}),
      ...(typeof json.message === 'string' ? { message: json.message } : {}),
      unreachable,
      attempts: attempt,
    }
  }
}
