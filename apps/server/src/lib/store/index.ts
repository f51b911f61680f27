import type { Db } from '../../db/client.ts'
import type { Clock } from '../clock.ts'
import { createDbStore } from './db-store.ts'
import { createRedisStore } from './redis-store.ts'
import type { SecurityStore } from './security-store.ts'

export type { Counter, RateLimiter, SecurityStore, SmsCheck } from './security-store.ts'

/** Redis when a URL is given, else the database. */
export function openSecurityStore(opts: { db: Db; clock: Clock; redisUrl?: string | undefined; redisPrefix: string }) {
  return opts.redisUrl
    ? createRedisStore(opts.redisUrl, opts.redisPrefix, opts.clock)
    : (createDbStore(opts.db, opts.clock) satisfies SecurityStore)
}
