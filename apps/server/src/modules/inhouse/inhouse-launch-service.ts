/**
 * Entering an in-house game: a single-use launch token (2 minutes, stored hashed) traded for a
 * game session bound to member, game and currency, and the check every game call makes that the
 * sign-in session behind it is still open and the account active.
 */
import { isTrialType, normaliseLanguage } from '@parlor/contract'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { randomSecret, sha256Hex } from '../../lib/hash.ts'
import { safeBackPath } from '../../lib/safe-path.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import type { GameCode } from './games.ts'
import { createInhouseRepository, type Owner } from './inhouse-repository.ts'
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

export interface InhouseDeps {
  db: Db
  clock: Clock
  provider: ProviderService
  /** Sign-in sessions, kept alive by game calls: playing in the game page is activity too. */
  sessions: SessionRepository
  /** The sign-in idle window (config.session.idleMs). */
  idleMs: number
}

export function createInhouseLaunchService({ db, clock, provider, sessions: signIns, idleMs }: InhouseDeps) {
  const repo = createInhouseRepository(db)
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

  return {
    /**
     * A launch URL path carrying a fresh single-use token (never the session token) and the
     * launch's language, which the page is served in.
     */
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
      await repo.insertLaunchToken({
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
      // The page speaks the language the launch asked in (page-texts.ts); `t` stays first.
      const lang = normaliseLanguage(a.language)
      const page = `/games/inhouse/${encodeURIComponent(a.gameCode)}?t=${token}`
      return lang ? `${page}&lang=${encodeURIComponent(lang)}` : page
    },

    /** Trades a launch token (once, within 2 minutes) for a game session token. */
    async exchange(token: string, gameCode: string) {
      const now = clock.now()
      const used = await repo.useLaunchToken(sha256Hex(token), gameCode, now)
      if (!used) throw new AppError(401, InhouseErrorCode.launchTokenInvalid)
      // Signed out (or disabled) between the launch and the page opening: no game session.
      const owner = await repo.owner(used.memberId, used.sessionId)
      if (!owner || !ownerLive(owner, used.sessionId, now)) throw new AppError(401, InhouseErrorCode.launchTokenInvalid)
      // A round a crashed page left open is refunded before a new session starts.
      await provider.sweepOpenRounds(PROVIDER, new Date(now.getTime() - ROUND_STALE_MS), used.memberId)
      const sessionToken = randomSecret(32)
      await repo.insertGameSession({
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
      const row = await repo.gameSession(sha256Hex(token), now)
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
  }
}
