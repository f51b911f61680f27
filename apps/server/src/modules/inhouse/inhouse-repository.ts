/**
 * SQL of the in-house game server: launch tokens, game sessions with the member and sign-in
 * session behind them, provably-fair seed pairs (one unrevealed pair per member, row-locked
 * while a nonce is taken) and the member's rounds of a game.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { insertLaunchToken, useLaunchToken } from '../games/launch-tokens.ts'
import {
  fairSeeds,
  type gameLaunchTokens,
  gameRounds,
  gameSessions,
  members,
  merchants,
  sessions,
} from '../../db/schema.ts'

/** What a game call needs to know about whoever launched the game. */
export interface Owner {
  member: { status: number; type: number }
  /** The launching sign-in session; null when the launch had none or it has been swept away. */
  session: { id: number; revokedAt: Date | null; expiresAt: Date; idleExpiresAt: Date; lastSeenAt: Date } | null
}
const ownerColumns = {
  member: { status: members.status, type: members.type },
  session: {
    id: sessions.id,
    revokedAt: sessions.revokedAt,
    expiresAt: sessions.expiresAt,
    idleExpiresAt: sessions.idleExpiresAt,
    lastSeenAt: sessions.lastSeenAt,
  },
}

export type SeedRow = typeof fairSeeds.$inferSelect

/** `q` is the database or the caller's open transaction (the seed calls need the latter). */
export function createInhouseRepository(q: Db | Tx) {
  const lockUnrevealed = async (memberId: number): Promise<SeedRow | null> => {
    const [found] = await q
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
      .for('update')
    return found ?? null
  }

  return {
    insertLaunchToken: (v: typeof gameLaunchTokens.$inferInsert) => insertLaunchToken(q, v),

    /** Marks the token used if it is unused, unexpired and for this game; null otherwise. */
    // A vendor's launch token (same table) never opens an in-house game session.
    useLaunchToken: (tokenHash: string, gameCode: string, now: Date) =>
      useLaunchToken(q, { provider: 'INHOUSE', tokenHash, now, gameCode }),

    /** The member and (when one launched the game) the sign-in session; null for no member. */
    async owner(memberId: number, sessionId: number | null): Promise<Owner | null> {
      const [owner] = await q
        .select(ownerColumns)
        .from(members)
        .leftJoin(sessions, sessionId === null ? sql`false` : eq(sessions.id, sessionId))
        .where(eq(members.id, memberId))
      return owner ?? null
    },

    async insertGameSession(v: typeof gameSessions.$inferInsert): Promise<void> {
      await q.insert(gameSessions).values(v)
    },

    /** The unexpired game session with this token hash, with its owner. */
    async gameSession(tokenHash: string, now: Date) {
      const [row] = await q
        .select({ game: gameSessions, ...ownerColumns })
        .from(gameSessions)
        .innerJoin(members, eq(members.id, gameSessions.memberId))
        .leftJoin(sessions, eq(sessions.id, gameSessions.sessionId))
        .where(
          and(
            eq(gameSessions.tokenHash, tokenHash),
            eq(gameSessions.provider, 'INHOUSE'),
            gt(gameSessions.expiresAt, now),
          ),
        )
      return row ?? null
    },

    /** The member's type with the merchant's currency and symbol. */
    async memberMoney(memberId: number) {
      const [m] = await q
        .select({ type: members.type, currency: merchants.currency, symbol: merchants.currencySymbol })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(eq(members.id, memberId))
      return m ?? null
    },

    /** The member's unrevealed seed pair, row-locked; made (from `fresh`) when there is none. */
    async lockActiveSeed(memberId: number, fresh: () => Omit<typeof fairSeeds.$inferInsert, 'memberId'>) {
      const found = await lockUnrevealed(memberId)
      if (found) return found
      await q
        .insert(fairSeeds)
        .values({ memberId, ...fresh() })
        .onConflictDoNothing()
      const made = await lockUnrevealed(memberId)
      if (!made) throw new Error('fair seed insert returned nothing')
      return made
    },

    /**
     * Takes the next nonce of the member's open seed in one statement: the seed as it was before
     * (the nonce this round plays), or null when the member has no open seed yet.
     */
    async takeNonce(memberId: number): Promise<SeedRow | null> {
      const [row] = await q
        .update(fairSeeds)
        .set({ nonce: sql`${fairSeeds.nonce} + 1` })
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
        .returning()
      return row ? { ...row, nonce: row.nonce - 1 } : null
    },

    async bumpNonce(seedId: number): Promise<void> {
      await q
        .update(fairSeeds)
        .set({ nonce: sql`${fairSeeds.nonce} + 1` })
        .where(eq(fairSeeds.id, seedId))
    },

    async revealSeed(seedId: number, at: Date): Promise<void> {
      await q.update(fairSeeds).set({ revealedAt: at }).where(eq(fairSeeds.id, seedId))
    },

    async insertSeed(v: typeof fairSeeds.$inferInsert): Promise<SeedRow> {
      const [next] = await q.insert(fairSeeds).values(v).returning()
      if (!next) throw new Error('fair seed insert returned nothing')
      return next
    },

    /** The member's last rounds of one game in one currency, newest first. */
    roundsOfGame(provider: string, r: { memberId: number; gameCode: string; currency: string }, limit: number) {
      return q
        .select()
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.provider, provider),
            eq(gameRounds.memberId, r.memberId),
            eq(gameRounds.gameCode, r.gameCode),
            eq(gameRounds.currency, r.currency),
          ),
        )
        .orderBy(desc(gameRounds.id))
        .limit(limit)
    },
  }
}
export type InhouseRepository = ReturnType<typeof createInhouseRepository>
