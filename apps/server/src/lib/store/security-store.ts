/**
 * Short-lived security state that every server instance must share: failure and send
 * counters, image-captcha answers and SMS codes. Two implementations with the same
 * behaviour: the database (default) and Redis (when REDIS_URL is set). Both take "now" from
 * the app's clock rather than their own, so tests can move time forward; Redis expiry is
 * only used to clean up.
 */

/**
 * The store cannot be reached (Redis refused the connection, a command timed out): the call did
 * nothing that needs undoing and may be sent again later. The error handler answers it once for
 * every caller as 503 `store_unavailable` with Retry-After, instead of a 500.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the security store is unavailable', { cause })
    this.name = 'StoreUnavailableError'
  }
}

/** A counter whose window opens at its first hit and closes `windowMs` later. */
export interface Counter {
  count: number
  resetAt: Date
}

export interface RateLimiter {
  /** Adds one to each key (opening a window where none is open) and answers the new counts, in order. */
  hit(entries: readonly { key: string; windowMs: number }[]): Promise<Counter[]>
  /** Current counts, 0 where no window is open, in order. */
  peek(keys: readonly string[]): Promise<Counter[]>
  reset(keys: readonly string[]): Promise<void>
  /**
   * Takes one back from each key whose window is still open, never below zero: for a hit that
   * reserved a slot before the outcome was known (a login attempt) and turned out not to count.
   */
  release(keys: readonly string[]): Promise<void>
}

export interface CaptchaRecord {
  merchantId: number
  answerHash: string
  expiresAt: Date
}

export interface SmsCodeRecord {
  merchantId: number
  purpose: string
  mobile: string
  codeHash: string
  expiresAt: Date
}

/** ok: right code, now used up; wrong: a guess spent; missing: none open (expired, used, replaced, or out of guesses). */
export type SmsCheck = 'ok' | 'wrong' | 'missing'

export interface SecurityStore {
  kind: 'database' | 'redis'
  limiter: RateLimiter
  putCaptcha(id: string, record: CaptchaRecord): Promise<void>
  /** Reads and deletes: a captcha answers one attempt. Null when absent or expired. */
  takeCaptcha(id: string): Promise<CaptchaRecord | null>
  deleteCaptcha(id: string): Promise<void>
  /** Stores a new code, replacing any open code for the same merchant, purpose and number. */
  putSmsCode(record: SmsCodeRecord): Promise<void>
  /** Spends one guess on the open code; the code dies when right or when `maxGuesses` are spent. */
  checkSmsCode(
    key: Pick<SmsCodeRecord, 'merchantId' | 'purpose' | 'mobile'>,
    codeHash: string,
    maxGuesses: number,
  ): Promise<SmsCheck>
  /** Deletes what has expired (the database keeps no TTLs of its own). */
  sweep(): Promise<void>
  /**
   * Resolves when the store answers (readiness); throws StoreUnavailableError when it does not.
   * The database store resolves at once: the readiness check asks the database itself.
   */
  ping(): Promise<void>
  close(): Promise<void>
}
