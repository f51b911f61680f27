/**
 * Brute-force protection for login, decided before any password hashing.
 *
 * Every attempt first reserves its place in the counters with one atomic increment, and the
 * decision is taken from the reserved counts: N parallel guesses count N, so no burst slips past
 * the captcha or the cap while earlier guesses are still being hashed. An attempt that turns out
 * not to count (refused, captcha missing, or a success) gives its reservation back.
 *
 * Failures are counted per account and per address, in a 15-minute window (after a few, a
 * captcha is required) and an hour window. "Per account" means both the typed identifier once
 * normalised (case, spaces, dashes, leading zeros and the merchant's dialling code do not make a
 * new account) and, when the account exists, the member itself, so every spelling that reaches
 * one member shares its counters.
 *
 * Past the account's hourly cap (decision 017) the account is not locked: every attempt on it
 * needs a captcha, and only the addresses that themselves failed for this account are refused
 * until the hour from the first failure has passed (so are addresses that alone spent the whole
 * cap). The owner, from an address that has not failed, still signs in with the right password
 * and a solved captcha; an attacker pays one solved captcha and one fresh address per guess.
 * The per-address cap still refuses everything from that address. A success clears the
 * account's counters (every spelling) and that address's count for the account, but not the
 * address's own counters.
 */
import type { Counter, RateLimiter } from '../../lib/store/index.ts'

export interface LoginLimits {
  captchaAccount: number
  captchaAddress: number
  maxAccount: number
  maxAddress: number
}

const SHORT = 15 * 60_000
const LONG = 60 * 60_000

/**
 * identifier: the normalised typed name (`u:name` or `m:national number`); account: `id:<member>`
 * when it resolved, else the identifier again under its own prefix, so that known and unknown
 * accounts cost the same number of writes.
 */
export function loginKeys(merchantId: number, identifier: string, account: string, ip: string) {
  return {
    account: accountKeys(merchantId, [identifier], account),
    accountAddress: `login:ia60:${merchantId}:${account}:${ip}`,
    address: [`login:i15:${ip}`, `login:i60:${ip}`],
  }
}
export type LoginKeys = ReturnType<typeof loginKeys>

/** The counters a member's success clears: every spelling that resolves to it, and the member. */
export function accountKeys(merchantId: number, identifiers: readonly string[], account: string): string[] {
  return [...identifiers, account].flatMap((id) => [`login:a15:${merchantId}:${id}`, `login:a60:${merchantId}:${id}`])
}

const latest = (...counters: (Counter | undefined)[]): Date | null =>
  counters
    .filter((c): c is Counter => c !== undefined)
    .map((c) => c.resetAt)
    .sort((x, y) => y.getTime() - x.getTime())[0] ?? null

/** Reserves this attempt in every counter and answers what it may do. */
export async function reserveLogin(limiter: RateLimiter, keys: LoginKeys, limits: LoginLimits) {
  const [k15, k60, m15, m60] = keys.account as [string, string, string, string]
  const [i15key, i60key] = keys.address as [string, string]
  const reserved = await limiter.hit([
    { key: k15, windowMs: SHORT },
    { key: k60, windowMs: LONG },
    { key: m15, windowMs: SHORT },
    { key: m60, windowMs: LONG },
    { key: keys.accountAddress, windowMs: LONG },
    { key: i15key, windowMs: SHORT },
    { key: i60key, windowMs: LONG },
  ])
  const [n15, n60, a15, a60, mine, i15, i60] = reserved
  // Failures before this attempt (the reserved counts include it).
  const before = (c: Counter | undefined) => (c?.count ?? 1) - 1
  const account15 = Math.max(before(n15), before(a15))
  const account60 = Math.max(before(n60), before(a60))
  const fromHere = before(mine)
  const address15 = before(i15)
  const address60 = before(i60)

  const overCap = account60 >= limits.maxAccount
  const blockedUntil = latest(
    address60 >= limits.maxAddress ? i60 : undefined,
    fromHere >= limits.maxAccount ? mine : undefined,
    overCap && fromHere >= 1 ? (before(n60) >= before(a60) ? n60 : a60) : undefined,
  )
  const allKeys = [...keys.account, keys.accountAddress, ...keys.address]
  return {
    blockedUntil,
    captchaRequired: overCap || account15 >= limits.captchaAccount || address15 >= limits.captchaAddress,
    /** Refused before any check: nothing counts. */
    async refused(): Promise<void> {
      await limiter.release(allKeys)
    },
    /** The captcha was missing or wrong: counts against the address only, as a failure from it. */
    async captchaFailed(): Promise<void> {
      await limiter.release([...keys.account, keys.accountAddress])
    },
    /** A wrong password (or code) keeps every reservation; answers whether the next attempt needs a captcha. */
    failed(): boolean {
      return (
        account60 + 1 >= limits.maxAccount ||
        account15 + 1 >= limits.captchaAccount ||
        address15 + 1 >= limits.captchaAddress
      )
    },
    /** A success clears the account (every key in `clear`) and this address's failures on it, not the address. */
    async succeeded(clear: readonly string[]): Promise<void> {
      await Promise.all([
        limiter.reset([...new Set([...keys.account, ...clear, keys.accountAddress])]),
        limiter.release(keys.address),
      ])
    },
  }
}
