/**
 * One-time game launch tokens (stored only as their SHA-256), shared by every provider: the
 * in-house games and the seamless vendors. A token opens a session for its own provider only.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { gameLaunchTokens } from '../../db/schema.ts'

export async function insertLaunchToken(q: Db | Tx, v: typeof gameLaunchTokens.$inferInsert): Promise<void> {
  await q.insert(gameLaunchTokens).values(v)
}

/**
 * Marks the token used if it is the provider's, unused, unexpired and (when `gameCode` is given)
 * for that game; null otherwise. One conditional UPDATE, so two uses of one token cannot both win.
 */
export async function useLaunchToken(
  q: Db | Tx,
  t: { provider: string; tokenHash: string; now: Date; gameCode?: string },
) {
  const [used] = await q
    .update(gameLaunchTokens)
    .set({ usedAt: t.now })
    .where(
      and(
        eq(gameLaunchTokens.tokenHash, t.tokenHash),
        eq(gameLaunchTokens.provider, t.provider),
        isNull(gameLaunchTokens.usedAt),
        gt(gameLaunchTokens.expiresAt, t.now),
        t.gameCode === undefined ? undefined : eq(gameLaunchTokens.gameCode, t.gameCode),
      ),
    )
    .returning()
  return used ?? null
}
