/**
 * The in-house game server: launch tokens (2 minutes, single use, stored hashed), game sessions
 * bound to member, game and currency, provably-fair seed pairs, and rounds that settle through
 * the provider interface (provider-service.ts) exactly as a third-party game would.
 *
 * A game session is only as good as the sign-in session that launched it: every game call checks
 * that sign-in session is still open (not signed out, revoked by a password change or an operator,
 * expired or idle) and the account active, so ending a member's sessions ends their games at once.
 */
import { randomBytes } from 'node:crypto'
import { isTrialType } from '@parlor/contract'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds, gameLaunchTokens, gameRounds, gameSessions, members, merchants, sessions } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { randomSecret, sha256Hex } from '../../lib/hash.ts'
import { DEFAULT_BACK_PATH, safeBackPath } from '../../lib/safe-path.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import { balanceMinor } from '../wallet/wallet-service.ts'
import { checkBet, type GameCode, type Params, playFair, RULES, seedHash } from './games.ts'
import type { ProviderService } from './provider-service.ts'

export const LAUNCH_TOKEN_MS = 2 * 60_000
export const GAME_SESSION_MS = 12 * 3_600_000
/** An in-house round settles within one request; one still open after this was abandoned. */
export const ROUND_STALE_MS = 60_000
export const PROVIDER = 'INHOUSE'
/** Rounds the history call answers. */
export const HISTORY_LIMIT = 20

export const InhouseErrorCode = {
  launchTokenInvalid: 'inhouse.launch.token.invalid',
  sessionInvalid: 'inhouse.session.invalid',
  badBet: 'inhouse.bet.invalid',
} as const

export interface GameSession {
  id: number
  memberId: number
  merchantId: number
  gameCode: GameCode
  currency: string
  backUrl: string | null
}

/** What a game call needs to know about whoever launched the game. */
interface Owner {
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

export function createInhouseService({
  db,
  clock,
  provider,
  sessions: signIns,
  idleMs,
}: {
  db: Db
  clock: Clock
  provider: ProviderService
  /** Sign-in sessions, kept alive by game calls: playing in the game page is activity too. */
  sessions: SessionRepository
  /** The sign-in idle window (config.session.idleMs). */
  idleMs: number
}) {
  // As in the auth plugin: a minute's slack on last-seen spares a write on every round.
  const touchEveryMs = Math.min(60_000, Math.floor(idleMs / 10))

  /**
   * Whether the game's owner may still play: an active account, and the launching sign-in session
   * still open. Only a guest's trial launch (a trial account) has no sign-in session; a real
   * member's game without one (launched before sessions were recorded, or swept) is refused.
   */
  function ownerLive(o: Owner, sessionId: number | null, now: Date): boolean {
    if (o.member.status !== 1) return false
    if (sessionId === null) return isTrialType(o.member.type)
    const s = o.session
    return !!s && !s.revokedAt && s.expiresAt > now && s.idleExpiresAt > now
  }

  async function keepAlive(s: Owner['session'], now: Date): Promise<void> {
    if (!s || now.getTime() - s.lastSeenAt.getTime() < touchEveryMs) return
    await signIns.touch(s.id, now, new Date(Math.min(now.getTime() + idleMs, s.expiresAt.getTime())))
  }

  async function activeSeed(tx: Db, memberId: number) {
    const [found] = await tx
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
      .for('update')
    if (found) return found
    const serverSeed = randomBytes(32).toString('hex')
    await tx
      .insert(fairSeeds)
      .values({
        memberId,
        serverSeed,
        serverSeedHash: seedHash(serverSeed),
        clientSeed: randomBytes(8).toString('hex'),
      })
      .onConflictDoNothing()
    const [made] = await tx
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
      .for('update')
    if (!made) throw new Error('fair seed insert returned nothing')
    return made
  }
  const publicSeed = (s: { serverSeedHash: string; clientSeed: string; nonce: number }) => ({
    serverSeedHash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: s.nonce,
  })

  const service = {
    /** A launch URL path carrying a fresh single-use token (never the session token). */
    async issueLaunch(a: {
      merchantId: number
      memberId: number
      memberType: number
      merchantCurrency: string
      gameCode: string
      backUrl: string | null
      language: string
      /** The sign-in session launching the game; null only for a guest's trial launch. */
      sessionId: number | null
    }): Promise<string> {
      const token = randomSecret(24)
      await db.insert(gameLaunchTokens).values({
        tokenHash: sha256Hex(token),
        merchantId: a.merchantId,
        memberId: a.memberId,
        gameCode: a.gameCode,
        currency: walletCurrency(a.merchantCurrency, a.memberType),
        backUrl: a.backUrl === null ? null : safeBackPath(a.backUrl),
        language: a.language,
        sessionId: a.sessionId,
        expiresAt: new Date(clock.now().getTime() + LAUNCH_TOKEN_MS),
      })
      return `/games/inhouse/${encodeURIComponent(a.gameCode)}?t=${token}`
    },

    /** Trades a launch token (once, within 2 minutes) for a game session token. */
    async exchange(token: string, gameCode: string) {
      const now = clock.now()
      const [used] = await db
        .update(gameLaunchTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(gameLaunchTokens.tokenHash, sha256Hex(token)),
            isNull(gameLaunchTokens.usedAt),
            gt(gameLaunchTokens.expiresAt, now),
            eq(gameLaunchTokens.gameCode, gameCode),
          ),
        )
        .returning()
      if (!used) throw new AppError(401, InhouseErrorCode.launchTokenInvalid)
      // Signed out (or disabled) between the launch and the page opening: no game session.
      const [owner] = await db
        .select(ownerColumns)
        .from(members)
        .leftJoin(sessions, used.sessionId === null ? sql`false` : eq(sessions.id, used.sessionId))
        .where(eq(members.id, used.memberId))
      if (!owner || !ownerLive(owner, used.sessionId, now)) throw new AppError(401, InhouseErrorCode.launchTokenInvalid)
      // A round a crashed page left open is refunded before a new session starts.
      await provider.sweepOpenRounds(PROVIDER, new Date(now.getTime() - ROUND_STALE_MS), used.memberId)
      const sessionToken = randomSecret(32)
      await db.insert(gameSessions).values({
        tokenHash: sha256Hex(sessionToken),
        merchantId: used.merchantId,
        memberId: used.memberId,
        gameCode: used.gameCode,
        currency: used.currency,
        backUrl: used.backUrl,
        sessionId: used.sessionId,
        expiresAt: new Date(now.getTime() + GAME_SESSION_MS),
      })
      return { sessionToken }
    },

    async session(token: string | undefined): Promise<GameSession> {
      if (!token) throw new AppError(401, InhouseErrorCode.sessionInvalid)
      const now = clock.now()
      const [row] = await db
        .select({ game: gameSessions, ...ownerColumns })
        .from(gameSessions)
        .innerJoin(members, eq(members.id, gameSessions.memberId))
        .leftJoin(sessions, eq(sessions.id, gameSessions.sessionId))
        .where(and(eq(gameSessions.tokenHash, sha256Hex(token)), gt(gameSessions.expiresAt, now)))
      if (!row || !ownerLive(row, row.game.sessionId, now)) throw new AppError(401, InhouseErrorCode.sessionInvalid)
      await keepAlive(row.session, now)
      const s = row.game
      return {
        id: s.id,
        memberId: s.memberId,
        merchantId: s.merchantId,
        gameCode: s.gameCode as GameCode,
        currency: s.currency,
        backUrl: s.backUrl,
      }
    },

    async state(s: GameSession) {
      const [m] = await db
        .select({ type: members.type, currency: merchants.currency, symbol: merchants.currencySymbol })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(eq(members.id, s.memberId))
      const balance = await balanceMinor(
        db,
        { id: s.merchantId, currency: m?.currency ?? s.currency, currencySymbol: '' },
        {
          id: s.memberId,
          merchantId: s.merchantId,
          type: m?.type ?? 0,
        },
      )
      const seed = await db.transaction((t) => activeSeed(t as unknown as Db, s.memberId))
      return {
        game: s.gameCode,
        name: RULES[s.gameCode].name,
        rtp: RULES[s.gameCode].rtp,
        currency: s.currency,
        currencySymbol: s.currency === m?.currency ? (m?.symbol ?? '') : s.currency,
        balanceMinor: balance.toString(),
        // Stored values are checked again: rows written before launches were checked may hold anything.
        backUrl: s.backUrl === null ? DEFAULT_BACK_PATH : safeBackPath(s.backUrl),
        fair: publicSeed(seed),
      }
    },

    /** Plays one round: consumes a nonce, then bet and win through the provider interface. */
    async play(s: GameSession, betMinor: bigint, params: Params) {
      if (params.game !== s.gameCode) throw new AppError(400, InhouseErrorCode.badBet, { detail: 'game' })
      const problem = checkBet(params, betMinor)
      if (problem) throw new AppError(400, InhouseErrorCode.badBet, { detail: problem })
      const seed = await db.transaction(async (t) => {
        const tx = t as unknown as Db
        const row = await activeSeed(tx, s.memberId)
        await tx
          .update(fairSeeds)
          .set({ nonce: sql`${fairSeeds.nonce} + 1` })
          .where(eq(fairSeeds.id, row.id))
        return row
      })
      const outcome = playFair(params, betMinor, seed.serverSeed, seed.clientSeed, seed.nonce)
      const roundId = `${s.id}-${seed.id}-${seed.nonce}`
      const fair = {
        seedId: seed.id,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
      }
      await provider.bet(PROVIDER, {
        transactionId: `${roundId}-bet`,
        roundId,
        playerId: s.memberId,
        currency: s.currency,
        gameCode: s.gameCode,
        amount: betMinor,
        gameSessionId: s.id,
        detail: { fair, params },
      })
      const settled = await provider.win(PROVIDER, {
        transactionId: `${roundId}-win`,
        roundId,
        playerId: s.memberId,
        amount: outcome.payout,
        detail: { outcome: outcome.detail },
      })
      return {
        roundId,
        bet: betMinor.toString(),
        payout: outcome.payout.toString(),
        outcome: outcome.detail,
        balanceMinor: settled.balance.toString(),
        fair: { ...fair, nextNonce: seed.nonce + 1 },
      }
    },

    /** The member's last rounds of this game (lottery tickets with their draws), newest first. */
    async history(s: GameSession) {
      const rows = await db
        .select()
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.provider, PROVIDER),
            eq(gameRounds.memberId, s.memberId),
            eq(gameRounds.gameCode, s.gameCode),
            eq(gameRounds.currency, s.currency),
          ),
        )
        .orderBy(desc(gameRounds.id))
        .limit(HISTORY_LIMIT)
      return {
        rounds: rows.map((r) => {
          const d = (r.detail ?? {}) as { params?: unknown; outcome?: unknown; fair?: { nonce?: number } }
          return {
            roundId: r.roundId,
            status: r.status,
            bet: r.betMinor.toString(),
            payout: r.winMinor.toString(),
            params: d.params ?? null,
            outcome: d.outcome ?? null,
            nonce: d.fair?.nonce ?? null,
            createdAt: r.createdAt.toISOString(),
          }
        }),
      }
    },

    /** Refunds every in-house round left open longer than ROUND_STALE_MS. */
    sweepStale: () => provider.sweepOpenRounds(PROVIDER, new Date(clock.now().getTime() - ROUND_STALE_MS)),

    /** Reveals the current server seed and starts a new pair with the client seed given. */
    async rotate(s: GameSession, clientSeed: string) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db
        const old = await activeSeed(tx, s.memberId)
        await tx.update(fairSeeds).set({ revealedAt: clock.now() }).where(eq(fairSeeds.id, old.id))
        const serverSeed = randomBytes(32).toString('hex')
        const [next] = await tx
          .insert(fairSeeds)
          .values({ memberId: s.memberId, serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed })
          .returning()
        if (!next) throw new Error('fair seed insert returned nothing')
        return {
          revealed: {
            serverSeed: old.serverSeed,
            serverSeedHash: old.serverSeedHash,
            clientSeed: old.clientSeed,
            nonces: old.nonce,
          },
          next: publicSeed(next),
        }
      })
    },
  }
  return service
}
export type InhouseService = ReturnType<typeof createInhouseService>
