/**
 * Brute-force protection for login, counted before any password hashing. Failures are counted
 * per account (merchant + username or number) and per address, in a 15-minute window (after a
 * few, a captcha is required) and an hour window (past the cap, login is refused until the hour
 * from the first failure has passed). Nothing locks an account for good, so an attacker cannot
 * shut a real player out for longer than the hour. A success clears the account's counters but
 * not the address's.
 */
import type { RateLimiter } from '../../lib/store/index.ts'

export interface LoginLimits {
  captchaAccount: number
  captchaAddress: number
  maxAccount: number
  maxAddress: number
}

const SHORT = 15 * 60_000
const LONG = 60 * 60_000

export function loginKeys(merchantId: number, account: string, ip: string) {
  return {
    account: [`login:a15:${merchantId}:${account}`, `login:a60:${merchantId}:${account}`],
    address: [`login:i15:${ip}`, `login:i60:${ip}`],
  }
}

export async function loginState(limiter: RateLimiter, keys: ReturnType<typeof loginKeys>, limits: LoginLimits) {
  const [a15, a60, i15, i60] = await limiter.peek([...keys.account, ...keys.address])
  const blockedUntil = [
    a60 && a60.count >= limits.maxAccount ? a60.resetAt : null,
    i60 && i60.count >= limits.maxAddress ? i60.resetAt : null,
  ]
    .filter((d): d is Date => d !== null)
    .sort((x, y) => y.getTime() - x.getTime())[0]
  return {
    blockedUntil: blockedUntil ?? null,
    captchaRequired: (a15?.count ?? 0) >= limits.captchaAccount || (i15?.count ?? 0) >= limits.captchaAddress,
  }
}

/** Counts a failure; answers whether the next attempt needs a captcha. */
export async function recordFailure(
  limiter: RateLimiter,
  keys: ReturnType<typeof loginKeys>,
  limits: LoginLimits,
  scope: 'all' | 'address' = 'all',
): Promise<boolean> {
  const entries = [
    ...(scope === 'all' ? keys.account : []).map((key, i) => ({ key, windowMs: i === 0 ? SHORT : LONG })),
    ...keys.address.map((key, i) => ({ key, windowMs: i === 0 ? SHORT : LONG })),
  ]
  const counts = await limiter.hit(entries)
  const [a15, , i15] = scope === 'all' ? counts : [undefined, undefined, counts[0]]
  return (a15?.count ?? 0) >= limits.captchaAccount || (i15?.count ?? 0) >= limits.captchaAddress
}
