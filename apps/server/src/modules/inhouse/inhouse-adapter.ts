/**
 * INHOUSE behind the vendor-adapter interface (vendor-adapters.ts): a launch answers a same-origin
 * game page URL with a single-use launch token; `#734` when a round is still open elsewhere.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { merchants } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import type { VendorAdapter } from '../games/vendor-adapters.ts'
import { type InhouseService, PROVIDER, ROUND_STALE_MS } from './inhouse-service.ts'
import type { ProviderService } from './provider-service.ts'

export function createInhouseAdapter(deps: {
  db: Db
  clock: Clock
  inhouse: InhouseService
  provider: ProviderService
}): VendorAdapter {
  return {
    async launch(req) {
      const [m] = await deps.db
        .select({ id: merchants.id, currency: merchants.currency })
        .from(merchants)
        .where(eq(merchants.code, req.merchantCode))
      if (!m) throw new Error(`merchant ${req.merchantCode} missing`)
      const path = await deps.inhouse.issueLaunch({
        merchantId: m.id,
        memberId: req.member.id,
        memberType: req.member.type,
        merchantCurrency: m.currency,
        gameCode: req.game.gameCode,
        backUrl: req.backUrl,
        language: req.language,
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
