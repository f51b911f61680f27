/**
 * Third-party vendors on the seamless-wallet protocol (docs/vendor-protocol.md). A launch gives
 * the vendor a single-use token in a signed URL; the vendor trades it (authenticate) for a wallet
 * session bound to member, game, currency and the launching sign-in session, then moves money
 * with bet, win and rollback, which land in the same provider service as the in-house games
 * (provider = the vendor code), so every call is idempotent by its transaction id.
 */
import { createHmac } from 'node:crypto'
import { isTrialType, toMajor, VendorErrorCode } from '@parlor/contract'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { randomSecret, sha256Hex } from '../../lib/hash.ts'
import type { ProviderService, WalletAnswer } from '../inhouse/provider-service.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { createWalletRepository } from '../wallet/wallet-repository.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import type { IntegrationRow } from './vendors-repository.ts'
import { createVendorsRepository } from './vendors-repository.ts'

export const LAUNCH_TOKEN_MS = 2 * 60_000
export const VENDOR_SESSION_MS = 12 * 3_600_000

/** The order and names the launch signature covers (docs/vendor-protocol.md). */
export function launchQuery(p: {
  vendor: string
  game: string
  type: string
  lang: string
  token: string
  back: string
  /** Only when the launch opens a match: then signed too, after `back`. */
  match?: string | undefined
}): string {
  const pairs: [string, string][] = [
    ['vendor', p.vendor],
    ['game', p.game],
    ['type', p.type],
    ['lang', p.lang],
    ['token', p.token],
    ['back', p.back],
    ...(p.match ? [['match', p.match] as [string, string]] : []),
  ]
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
}

export const launchSignature = (secret: string, query: string) =>
  createHmac('sha256', secret).update(query).digest('hex')

/** Open for new play: integrated, enabled and not under maintenance. */
const playable = (i: IntegrationRow | null): i is IntegrationRow => !!i && i.enabled && !i.maintenance

export interface VendorsDeps {
  db: Db
  clock: Clock
  provider: ProviderService
  sessions: SessionRepository
  idleMs: number
  /** Our address as the player's browser sees it, for the vendor's back link. */
  publicUrl: string
}

export function createVendorsService(d: VendorsDeps) {
  const repo = createVendorsRepository(d.db)
  const merchants = createMerchantRepository(d.db)
  const touchEveryMs = Math.min(60_000, Math.floor(d.idleMs / 10))

  async function balanceOf(memberId: number, merchantId: number, currency: string): Promise<bigint> {
    const wallets = createWalletRepository(d.db)
    const id = await wallets.findAccountId({ merchantId, kind: 'member', memberId, currency })
    return id === null ? 0n : wallets.accountBalance(id)
  }

  /**
   * The wallet session behind a sessionToken. New play (`live`) needs an active account and the
   * launching sign-in session still open; a win or rollback only needs the session to exist, so a
   * round bet before a logout still settles.
   */
  async function session(vendor: string, sessionToken: string, live: boolean) {
    const now = d.clock.now()
    const row = await repo.session(vendor, sha256Hex(sessionToken), live ? now : null)
    if (!row) throw new AppError(401, VendorErrorCode.sessionInvalid)
    if (live) {
      const s = row.signIn
      const signedIn =
        row.game.sessionId === null
          ? isTrialType(row.member.type)
          : !!s && !s.revokedAt && s.expiresAt > now && s.idleExpiresAt > now
      if (row.member.status !== 1 || !signedIn) throw new AppError(401, VendorErrorCode.sessionInvalid)
      // Playing in the vendor's page is activity too: keep the sign-in session from idling out.
      if (s && row.game.sessionId !== null && now.getTime() - s.lastSeenAt.getTime() >= touchEveryMs)
        await d.sessions.touch(
          row.game.sessionId,
          now,
          new Date(Math.min(now.getTime() + d.idleMs, s.expiresAt.getTime())),
        )
    }
    return row
  }

  const answer = (a: WalletAnswer) => ({
    balance: toMajor(a.balance),
    balanceMinor: a.balance.toString(),
    currency: a.currency,
    replayed: a.replayed,
  })

  return {
    /** The vendor's integration, for the signature check; refused when there is none. */
    async integration(vendor: string): Promise<IntegrationRow> {
      const i = await repo.integration(vendor)
      if (!i) throw new AppError(404, VendorErrorCode.vendorUnknown)
      return i
    },

    /** The signed launch URL of a member's game at the vendor. */
    async launchUrl(a: {
      vendor: string
      merchantCode: string
      member: { id: number; type: number }
      sessionId: number
      game: { gameCode: string; gameType: string }
      language: string
      backUrl: string | null
      matchId?: string | undefined
    }): Promise<string> {
      const i = await repo.integration(a.vendor)
      if (!playable(i)) throw new AppError(503, VendorErrorCode.vendorUnavailable)
      const m = await merchants.findByCode(a.merchantCode)
      if (!m) throw new Error(`merchant ${a.merchantCode} missing`)
      const token = randomSecret(32)
      await repo.insertLaunchToken({
        tokenHash: sha256Hex(token),
        provider: a.vendor,
        merchantId: m.id,
        memberId: a.member.id,
        gameCode: a.game.gameCode,
        currency: walletCurrency(m.currency, a.member.type),
        backUrl: a.backUrl,
        language: a.language,
        sessionId: a.sessionId,
        expiresAt: new Date(d.clock.now().getTime() + LAUNCH_TOKEN_MS),
      })
      const query = launchQuery({
        vendor: a.vendor,
        game: a.game.gameCode,
        type: a.game.gameType,
        lang: a.language,
        token,
        back: a.backUrl ? `${d.publicUrl}${a.backUrl}` : '',
        match: a.matchId,
      })
      return `${i.baseUrl.replace(/\/+$/, '')}/launch?${query}&sig=${launchSignature(i.secret, query)}`
    },

    async authenticate(i: IntegrationRow, token: string) {
      if (!playable(i)) throw new AppError(503, VendorErrorCode.vendorUnavailable)
      const now = d.clock.now()
      const used = await repo.useLaunchToken(i.vendorCode, sha256Hex(token), now)
      if (!used) throw new AppError(401, VendorErrorCode.launchTokenInvalid)
      const sessionToken = randomSecret(32)
      await repo.insertSession({
        tokenHash: sha256Hex(sessionToken),
        provider: i.vendorCode,
        merchantId: used.merchantId,
        memberId: used.memberId,
        gameCode: used.gameCode,
        currency: used.currency,
        backUrl: used.backUrl,
        sessionId: used.sessionId,
        expiresAt: new Date(now.getTime() + VENDOR_SESSION_MS),
      })
      // Signed out (or disabled) between the launch and the vendor's call: no session.
      const s = await session(i.vendorCode, sessionToken, true)
      const balance = await balanceOf(used.memberId, used.merchantId, used.currency)
      return {
        playerId: String(used.memberId),
        sessionToken,
        currency: used.currency,
        balance: toMajor(balance),
        balanceMinor: balance.toString(),
        username: s.member.username,
        language: used.language ?? 'EN',
      }
    },

    async balance(i: IntegrationRow, sessionToken: string) {
      const s = (await session(i.vendorCode, sessionToken, true)).game
      const balance = await balanceOf(s.memberId, s.merchantId, s.currency)
      return { balance: toMajor(balance), balanceMinor: balance.toString(), currency: s.currency }
    },

    async bet(
      i: IntegrationRow,
      b: {
        sessionToken: string
        transactionId: string
        roundId: string
        gameCode: string
        amount: bigint
        currency?: string | undefined
      },
    ) {
      // New stakes stop at once when the vendor is switched off; rounds in flight still settle.
      if (!playable(i)) throw new AppError(503, VendorErrorCode.vendorUnavailable)
      const s = (await session(i.vendorCode, b.sessionToken, true)).game
      return answer(
        await d.provider.bet(i.vendorCode, {
          transactionId: b.transactionId,
          roundId: b.roundId,
          playerId: s.memberId,
          currency: b.currency ?? s.currency,
          gameCode: b.gameCode,
          amount: b.amount,
          gameSessionId: s.id,
        }),
      )
    },

    async win(i: IntegrationRow, b: { sessionToken: string; transactionId: string; roundId: string; amount: bigint }) {
      const s = (await session(i.vendorCode, b.sessionToken, false)).game
      return answer(
        await d.provider.win(i.vendorCode, {
          transactionId: b.transactionId,
          roundId: b.roundId,
          playerId: s.memberId,
          amount: b.amount,
        }),
      )
    },

    async rollback(
      i: IntegrationRow,
      b: { sessionToken: string; transactionId: string; roundId: string; betTransactionId: string },
    ) {
      const s = (await session(i.vendorCode, b.sessionToken, false)).game
      return answer(
        await d.provider.rollback(i.vendorCode, {
          transactionId: b.transactionId,
          roundId: b.roundId,
          playerId: s.memberId,
          betTransactionId: b.betTransactionId,
        }),
      )
    },
  }
}
export type VendorsService = ReturnType<typeof createVendorsService>
