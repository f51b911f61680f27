/**
 * Where SMS messages go. `outbox` (default) writes them to the sms_outbox table and logs a
 * line, for development and demos (`npm run sms:outbox` reads it); `http` posts
 * `{ to, text }` as JSON to PARLOR_SMS_HTTP_URL with `Authorization: Bearer PARLOR_SMS_HTTP_TOKEN`,
 * for a real gateway or a small adapter in front of one.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { OutboxRepository } from './outbox-repository.ts'

export interface SmsProvider {
  readonly name: string
  /** `to` is E.164 (`+63917…`). Rejects when the message was not accepted. */
  send(to: string, text: string): Promise<void>
}

export function createOutboxProvider(outbox: OutboxRepository, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'outbox',
    async send(to, text) {
      await outbox.add(to, text)
      log.info({ to, text }, 'sms written to outbox')
    },
  }
}

export function createHttpProvider(url: string, token: string | undefined, timeoutMs = 10_000): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!res.ok) throw new Error(`sms gateway answered ${res.status}`)
    },
  }
}
