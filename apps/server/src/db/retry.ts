/**
 * Transient database failures: PostgreSQL aborts a transaction that lost a serialization
 * conflict (40001) or was picked as a deadlock victim (40P01); the same transaction run again
 * normally succeeds. Every `db.transaction` goes through `retryTransient` (client.ts), so a
 * money call that collides with another is re-run inside the server instead of answering 500.
 * Re-running is safe for the ledger: the aborted attempt rolled back everything it wrote,
 * idempotency key included, so the retry posts once.
 */
import { ErrorCode } from '@parlor/contract'
import { AppError } from '../lib/errors.ts'
import { databaseError } from './errors.ts'

/** SQLSTATEs after which the whole transaction may simply be run again. */
const TRANSIENT = new Set(['40001', '40P01'])

/** Whether `err` (or an error it wraps, as drizzle's query errors do) is a transient conflict. */
export function isTransientDbError(err: unknown): boolean {
  const code = databaseError(err)?.code
  return code !== undefined && TRANSIENT.has(code)
}

/** Seconds a client is told to wait (Retry-After) when the server answers busy. */
export const BUSY_RETRY_AFTER_SECONDS = 1

/** The answer when the database cannot take the work now: 503 `server_busy`, retry later. */
export const busyError = () => new AppError(503, ErrorCode.serverBusy)

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number
  /** Base of the exponential backoff between runs; each wait is jittered up to twice this. */
  baseDelayMs?: number
  sleep?: (ms: number) => Promise<void>
  onRetry?: (err: unknown, attempt: number) => void
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * Runs `fn` (a whole transaction) and runs it again after a transient conflict, at most
 * `attempts` times in all; still conflicting, it throws the retryable busy AppError.
 * Any other failure passes through untouched.
 */
export async function retryTransient<T>(fn: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 3
  const base = opts.baseDelayMs ?? 10
  const sleep = opts.sleep ?? wait
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn()
    } catch (err) {
      if (!isTransientDbError(err)) throw err
      if (attempt >= attempts) throw busyError()
      opts.onRetry?.(err, attempt)
      // Jitter spreads the colliding transactions apart so they do not meet again in step.
      await sleep(Math.round(base * 2 ** (attempt - 1) * (0.5 + Math.random())))
    }
  }
}

/**
 * Makes every top-level `db.transaction` retry transient conflicts (nested transactions are
 * savepoints inside one attempt and are not retried on their own).
 */
export function retryingTransactions<D extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: D,
  opts: RetryOptions = {},
): D {
  const run = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>
  db.transaction = ((...args: unknown[]) => retryTransient(() => run(...args), opts)) as D['transaction']
  return db
}

/** Whether a failure means "busy, retry": the busy AppError (possibly wrapped) or a transient conflict. */
export function isBusyError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof AppError && e.errorCode === ErrorCode.serverBusy) return true
    e = (e as { cause?: unknown }).cause
  }
  return isTransientDbError(err)
}
