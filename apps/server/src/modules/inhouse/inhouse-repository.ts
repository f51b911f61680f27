/**
 * SQL of the in-house game server: launch tokens, game sessions with the member and sign-in
 * session behind them, provably-fair seed pairs (one unrevealed pair per member, row-locked
 * while a nonce is taken) and the member's rounds of a game.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { type Db, preparedRows, type Tx } from '../../db/client.ts'
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

/** A game session as every game call checks it: what it is for, and whoever launched it. */
export interface GameSessionRow extends Owner {
  game: {
    id: number
    merchantId: number
    memberId: number
    gameCode: string
    currency: string
    backUrl: string | null
    sessionId: number | null
  }
}

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

    /**
     * The unexpired game session with this token hash, with its owner. Every game call reads it:
     * a prepared statement, so the database plans the join once a connection (planning it took
     * several times as long as running it).
     */
    async gameSession(tokenHash: string, now: Date): Promise<GameSessionRow | null> {
      const [row] = await preparedRows<{
        id: string | number
        merchant_id: number
        member_id: string | number
        game_code: string
        currency: string
        back_url: string | null
        session_id: string | number | null
        member_status: number
        member_type: number
        s_id: string | number | null
        // Timestamps come as text: the driver session leaves their parsing to the ORM's columns.
        revoked_at: string | null
        expires_at: string
        idle_expires_at: string
        last_seen_at: string
      }>(
        q,
        'inhouse_game_session',
        sql`select g.id, g.merchant_id, g.member_id, g.game_code, g.currency, g.back_url, g.session_id,
            m.status as member_status, m.type as member_type,
            s.id as s_id, s.revoked_at, s.expires_at, s.idle_expires_at, s.last_seen_at
          from ${gameSessions} g
          join ${members} m on m.id = g.member_id
          left join ${sessions} s on s.id = g.session_id
          where g.token_hash = ${tokenHash} and g.provider = 'INHOUSE' and g.expires_at > ${now}`,
      )
      if (!row) return null
      return {
        game: {
          id: Number(row.id),
          merchantId: row.merchant_id,
          memberId: Number(row.member_id),
          gameCode: row.game_code,
          currency: row.currency,
          backUrl: row.back_url,
          sessionId: row.session_id === null ? null : Number(row.session_id),
        },
        member: { status: row.member_status, type: row.member_type },
        session:
          row.s_id === null
            ? null
            : {
                id: Number(row.s_id),
                revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
                expiresAt: new Date(row.expires_at),
                idleExpiresAt: new Date(row.idle_expires_at),
                lastSeenAt: new Date(row.last_seen_at),
              },
      }
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
