import type { Db } from '../../db/client.ts'
import type { Clock } from '../clock.ts'
import { createDbStore } from './db-store.ts'
import { createRedisStore, type RedisLog } from './redis-store.ts'
import type { SecurityStore } from './security-store.ts'

export type { Counter, RateLimiter, SecurityStore, SmsCheck } from './security-store.ts'
export { StoreUnavailableError } from './security-store.ts'

/** Redis when a URL is given, else the database. */
export function openSecurityStore(opts: {
  db: Db
  clock: Clock
  redisUrl?: string | undefined
  redisPrefix: string
  /** Redis only: how long one command may take before the call answers unavailable. */
  commandTimeoutMs?: number
  log?: RedisLog
}) {
  return opts.redisUrl
    ? createRedisStore(opts.redisUrl, opts.redisPrefix, opts.clock, {
        ...(opts.commandTimeoutMs ? { commandTimeoutMs: opts.commandTimeoutMs } : {}),
        ...(opts.log ? { log: opts.log } : {}),
      })
    : (createDbStore(opts.db, opts.clock) satisfies SecurityStore)
}
