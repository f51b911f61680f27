/**
 * INHOUSE behind the vendor-adapter interface (vendor-adapters.ts): a launch answers a same-origin
 * game page URL with a single-use launch token; `#734` when a round is still open elsewhere.
 * A guest's trial launch (`GCS_gameTrialLaunch`) plays as a fresh trial member (type 4, demo
 * money only), the same kind of account free play creates, so the ledger and rounds stay real.
 */
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { RateLimiter } from '../../lib/store/security-store.ts'
import { AppError } from '../../lib/errors.ts'
import { ErrorCode } from '@parlor/contract'
import type { VendorAdapter } from '../games/vendor-adapters.ts'
import { createMemberRepository } from '../member/member-repository.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { trialName } from '../session/session-service.ts'
import { type InhouseService, PROVIDER, ROUND_STALE_MS } from './inhouse-service.ts'
import type { ProviderService } from './provider-service.ts'

/** Trial accounts one address may make per hour through game trials (each is a member row). */
export const TRIAL_LAUNCHES_PER_HOUR = 20
const HOUR = 3_600_000
/** Not an Argon2 hash, so no password ever signs a trial member in. */
const NO_PASSWORD = '!trial'

export function createInhouseAdapter(deps: {
  db: Db
  clock: Clock
  inhouse: InhouseService
  provider: ProviderService
  /** The shared limiter (database or Redis), so every instance counts the same trials. */
  limiter: RateLimiter
}): VendorAdapter {
  const merchants = createMerchantRepository(deps.db)
  const members = createMemberRepository(deps.db)
  const merchantOf = async (code: string) => {
    const m = await merchants.findByCode(code)
    if (!m) throw new Error(`merchant ${code} missing`)
    return m
  }
  return {
    async launch(req) {
      const m = await merchantOf(req.merchantCode)
      const path = await deps.inhouse.issueLaunch({
        merchantId: m.id,
        memberId: req.member.id,
        memberType: req.member.type,
        merchantCurrency: m.currency,
        gameCode: req.game.gameCode,
        backUrl: req.backUrl,
        language: req.language,
        sessionId: req.sessionId,
      })
      return { url: path }
    },
    async launchTrial(req) {
      // Counted before any work, so a refused address costs one counter write.
      const [trials] = await deps.limiter.hit([{ key: `game-trial:${req.ip}`, windowMs: HOUR }])
      if (trials && trials.count > TRIAL_LAUNCHES_PER_HOUR) throw new AppError(429, ErrorCode.tooManyRequests)
      const now = deps.clock.now()
      const m = await merchantOf(req.merchantCode)
      let memberId: number | null = null
      for (let attempt = 0; attempt < 5 && memberId === null; attempt++) {
        const username = trialName()
        const row = await members.createTrial(m.id, username, NO_PASSWORD, now, 'GAME_TRIAL')
        memberId = row?.id ?? null
      }
      if (memberId === null) throw new Error('no free trial name after 5 attempts')
      const path = await deps.inhouse.issueLaunch({
        merchantId: m.id,
        memberId,
        memberType: 4,
        merchantCurrency: m.currency,
        gameCode: req.game.gameCode,
        backUrl: req.backUrl,
        language: req.language,
        // A guest has no sign-in session; the trial account plays only while it stays active.
        sessionId: null,
      })
      return { url: path }
    },
    async hasOpenRound(memberId) {
      // Rounds abandoned by a closed or crashed game page are refunded first; a live one blocks.
      await deps.provider.sweepOpenRounds(PROVIDER, new Date(deps.clock.now().getTime() - ROUND_STALE_MS), memberId)
      return deps.provider.hasOpenRound(PROVIDER, memberId)
    },
  }
}
