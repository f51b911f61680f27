import { Redis, ReplyError } from 'ioredis'
import type { Clock } from '../clock.ts'
import { type Counter, type SecurityStore, type SmsCheck, StoreUnavailableError } from './security-store.ts'

// Counters are hashes {c: count, e: window end in ms}. "now" comes from the app's clock, so a
// window closes by the same rule as in the database; the key's TTL only cleans up afterwards.
const HIT = `
local v = redis.call('HMGET', KEYS[1], 'c', 'e')
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local count
local e = tonumber(v[2])
if v[1] and e and e > now then
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
else
  count = 1
  e = now + win
  redis.call('HSET', KEYS[1], 'c', 1, 'e', e)
end
redis.call('PEXPIRE', KEYS[1], win + 60000)
return {count, tostring(e)}
`

// Takes one back only inside the open window and never below zero.
const RELEASE = `
local v = redis.call('HMGET', KEYS[1], 'c', 'e')
local e = tonumber(v[2])
if v[1] and e and e > tonumber(ARGV[1]) and tonumber(v[1]) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`

// SMS codes are hashes {h: code hash, e: expiry ms, a: guesses spent}.
const CHECK = `
local v = redis.call('HMGET', KEYS[1], 'h', 'e')
if not v[1] then return 'missing' end
if tonumber(v[2]) <= tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[1])
  return 'missing'
end
local a = redis.call('HINCRBY', KEYS[1], 'a', 1)
if a > tonumber(ARGV[3]) then
  redis.call('DEL', KEYS[1])
  return 'missing'
end
if v[1] == ARGV[2] then
  redis.call('DEL', KEYS[1])
  return 'ok'
end
if a >= tonumber(ARGV[3]) then redis.call('DEL', KEYS[1]) end
return 'wrong'
`

export interface RedisLog {
  warn(obj: object, msg: string): void
  info(obj: object, msg: string): void
}

/**
 * Redis refusing or timing out becomes StoreUnavailableError; a ReplyError (a script or command
 * Redis rejected) is a bug and stays what it is, a 500.
 */
function unavailable(err: unknown): unknown {
  return err instanceof ReplyError || err instanceof StoreUnavailableError ? err : new StoreUnavailableError(err)
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    throw unavailable(err)
  }
}

export function createRedisStore(
  url: string,
  prefix: string,
  clock: Clock,
  opts: { commandTimeoutMs?: number; log?: RedisLog } = {},
): SecurityStore {
  // Fail fast while Redis is away: a command waits for the connection (the first ones at start),
  // but gives up after one reconnection attempt or commandTimeoutMs, whichever comes first, so a
  // login answers "unavailable" in about a second instead of hanging until the caller gives up.
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    commandTimeout: opts.commandTimeoutMs ?? 1000,
    connectTimeout: Math.max(1000, opts.commandTimeoutMs ?? 1000),
  })
  // Unheard, every failed reconnection prints "Unhandled error event"; one line per outage is enough.
  let down = false
  redis.on('error', (err) => {
    if (down) return
    down = true
    opts.log?.warn({ err }, 'redis unavailable; calls that need it answer store_unavailable')
  })
  redis.on('ready', () => {
    if (down) opts.log?.info({}, 'redis available again')
    down = false
  })
  const k = (s: string) => `${prefix}${s}`
  const smsKey = (x: { merchantId: number; purpose: string; mobile: string }) =>
    k(`sms:${x.merchantId}:${x.purpose}:${x.mobile}`)

  const store: SecurityStore = {
    kind: 'redis',
    limiter: {
      async hit(entries) {
        if (!entries.length) return []
        const now = clock.now().getTime()
        const pipe = redis.pipeline()
        for (const e of entries) pipe.eval(HIT, 1, k(`rl:${e.key}`), now, e.windowMs)
        const out = (await pipe.exec()) ?? []
        return out.map(([err, res]): Counter => {
          if (err) throw err
          const [count, end] = res as [number, string]
          return { count: Number(count), resetAt: new Date(Number(end)) }
        })
      },
      async peek(keys) {
        if (!keys.length) return []
        const now = clock.now().getTime()
        const pipe = redis.pipeline()
        for (const key of keys) pipe.hmget(k(`rl:${key}`), 'c', 'e')
        const out = (await pipe.exec()) ?? []
        return out.map(([err, res]): Counter => {
          if (err) throw err
          const [c, e] = res as [string | null, string | null]
          const end = Number(e)
          return c && end > now ? { count: Number(c), resetAt: new Date(end) } : { count: 0, resetAt: new Date(now) }
        })
      },
      async reset(keys) {
        if (keys.length) await redis.del(...keys.map((key) => k(`rl:${key}`)))
      },
      async release(keys) {
        if (!keys.length) return
        const now = clock.now().getTime()
        const pipe = redis.pipeline()
        for (const key of keys) pipe.eval(RELEASE, 1, k(`rl:${key}`), now)
        for (const [err] of (await pipe.exec()) ?? []) if (err) throw err
      },
    },

    async putCaptcha(id, record) {
      const ttl = Math.max(1000, record.expiresAt.getTime() - clock.now().getTime())
      await redis.set(
        k(`cap:${id}`),
        JSON.stringify({ ...record, expiresAt: record.expiresAt.getTime() }),
        'PX',
        ttl + 60_000,
      )
    },
    async takeCaptcha(id) {
      const raw = await redis.getdel(k(`cap:${id}`))
      if (!raw) return null
      const rec = JSON.parse(raw) as { merchantId: number; answerHash: string; expiresAt: number }
      if (rec.expiresAt <= clock.now().getTime()) return null
      return { merchantId: rec.merchantId, answerHash: rec.answerHash, expiresAt: new Date(rec.expiresAt) }
    },
    async deleteCaptcha(id) {
      await redis.del(k(`cap:${id}`))
    },

    async putSmsCode(record) {
      const key = smsKey(record)
      const ttl = Math.max(1000, record.expiresAt.getTime() - clock.now().getTime())
      await redis
        .multi()
        .del(key)
        .hset(key, 'h', record.codeHash, 'e', String(record.expiresAt.getTime()), 'a', '0')
        .pexpire(key, ttl + 60_000)
        .exec()
    },
    async checkSmsCode(key, codeHash, maxGuesses) {
      const res = await redis.eval(CHECK, 1, smsKey(key), clock.now().getTime(), codeHash, maxGuesses)
      return res as SmsCheck
    },

    async sweep() {},
    async ping() {
      await redis.ping()
    },
    async close() {
      // QUIT would wait for a connection that may never come back.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    },
  }
  const { limiter } = store
  return {
    kind: 'redis',
    limiter: {
      hit: (entries) => guarded(() => limiter.hit(entries)),
      peek: (keys) => guarded(() => limiter.peek(keys)),
      reset: (keys) => guarded(() => limiter.reset(keys)),
      release: (keys) => guarded(() => limiter.release(keys)),
    },
    putCaptcha: (id, record) => guarded(() => store.putCaptcha(id, record)),
    takeCaptcha: (id) => guarded(() => store.takeCaptcha(id)),
    deleteCaptcha: (id) => guarded(() => store.deleteCaptcha(id)),
    putSmsCode: (record) => guarded(() => store.putSmsCode(record)),
    checkSmsCode: (key, codeHash, maxGuesses) => guarded(() => store.checkSmsCode(key, codeHash, maxGuesses)),
    sweep: () => store.sweep(),
    ping: () => guarded(() => store.ping()),
    close: () => store.close(),
  }
}
