import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { captchas, rateLimits, smsCodes } from '../../db/schema.ts'
import type { Clock } from '../clock.ts'
import { sameDigest } from '../hash.ts'
import type { Counter, SecurityStore } from './security-store.ts'

const keyOrder = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/** The database implementation: one row per counter, captcha and code. */
export function createDbStore(db: Db, clock: Clock): SecurityStore {
  // The keys' rows, locked in key order before the outer statement touches them (see hit).
  const lockedInOrder = (keys: readonly string[]) =>
    db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [...keys]))
      .orderBy(rateLimits.key)
      .for('update')

  return {
    kind: 'database',
    limiter: {
      async hit(entries) {
        if (!entries.length) return []
        const now = clock.now()
        // One statement for all keys: a closed window restarts at 1, an open one counts up. Rows
        // are locked in key order here, in release and in reset alike, so that parallel calls
        // over overlapping keys (one login attempt hits seven) cannot deadlock.
        const rows = await db
          .insert(rateLimits)
          .values(
            [...entries].sort(keyOrder).map((e) => ({
              key: e.key,
              count: 1,
              windowStart: now,
              expiresAt: new Date(now.getTime() + e.windowMs),
            })),
          )
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              count: sql`case when ${rateLimits.expiresAt} <= excluded.window_start then 1 else ${rateLimits.count} + 1 end`,
              windowStart: sql`case when ${rateLimits.expiresAt} <= excluded.window_start then excluded.window_start else ${rateLimits.windowStart} end`,
              expiresAt: sql`case when ${rateLimits.expiresAt} <= excluded.window_start then excluded.expires_at else ${rateLimits.expiresAt} end`,
            },
          })
          .returning({ key: rateLimits.key, count: rateLimits.count, expiresAt: rateLimits.expiresAt })
        const byKey = new Map(rows.map((r) => [r.key, { count: r.count, resetAt: r.expiresAt }]))
        return entries.map((e) => byKey.get(e.key) ?? { count: 1, resetAt: now })
      },
      async peek(keys) {
        if (!keys.length) return []
        const now = clock.now()
        const rows = await db
          .select()
          .from(rateLimits)
          .where(and(inArray(rateLimits.key, [...keys]), gt(rateLimits.expiresAt, now)))
        const byKey = new Map(rows.map((r) => [r.key, { count: r.count, resetAt: r.expiresAt }]))
        return keys.map((k): Counter => byKey.get(k) ?? { count: 0, resetAt: now })
      },
      async reset(keys) {
        if (!keys.length) return
        await db.delete(rateLimits).where(inArray(rateLimits.key, lockedInOrder(keys)))
      },
      async release(keys) {
        if (!keys.length) return
        await db
          .update(rateLimits)
          .set({ count: sql`${rateLimits.count} - 1` })
          .where(
            and(
              inArray(rateLimits.key, lockedInOrder(keys)),
              gt(rateLimits.expiresAt, clock.now()),
              gt(rateLimits.count, 0),
            ),
          )
      },
    },

    async putCaptcha(id, record) {
      await db.insert(captchas).values({ id, ...record, createdAt: clock.now() })
    },
    async takeCaptcha(id) {
      const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning()
      if (!row || row.expiresAt <= clock.now()) return null
      return { merchantId: row.merchantId, answerHash: row.answerHash, expiresAt: row.expiresAt }
    },
    async deleteCaptcha(id) {
      await db.delete(captchas).where(eq(captchas.id, id))
    },

    async putSmsCode(record) {
      const now = clock.now()
      await db.transaction(async (tx) => {
        await tx
          .update(smsCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(smsCodes.merchantId, record.merchantId),
              eq(smsCodes.purpose, record.purpose),
              eq(smsCodes.mobile, record.mobile),
              isNull(smsCodes.consumedAt),
            ),
          )
        await tx.insert(smsCodes).values({ ...record, createdAt: now })
      })
    },
    async checkSmsCode(key, codeHash, maxGuesses) {
      const now = clock.now()
      const [open] = await db
        .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.merchantId, key.merchantId),
            eq(smsCodes.purpose, key.purpose),
            eq(smsCodes.mobile, key.mobile),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1)
      if (!open) return 'missing'
      // The guess is spent first and atomically, so parallel guesses cannot exceed the cap.
      const [spent] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, open.id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, maxGuesses)))
        .returning({ attempts: smsCodes.attempts })
      if (!spent) return 'missing'
      if (!sameDigest(open.codeHash, codeHash)) {
        if (spent.attempts >= maxGuesses)
          await db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, open.id))
        return 'wrong'
      }
      const [used] = await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, open.id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id })
      return used ? 'ok' : 'missing'
    },

    async sweep() {
      const now = clock.now()
      const dayAgo = new Date(now.getTime() - 86_400_000)
      await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
      await db.delete(captchas).where(lt(captchas.expiresAt, now))
      await db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo))
    },
    async ping() {},
    async close() {},
  }
}
