/**
 * Rounds a vendor left open: a vendor that died between a bet and its win holds the member's stake
 * in an open round. The rule (docs/vendor-protocol.md, decision 025): an open round older than its
 * vendor's timeout is rolled back by the platform with the transaction id `sweep:<round>`, the stake
 * refunded once; a late win then answers `provider.round.already.rolled.back`. The timeout is the
 * vendor's `settings.roundTimeoutMinutes` (0: never swept), else the platform default, which leaves
 * match betting (its bets wait for the match) to the vendor.
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameRounds, games, vendorIntegrations } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import type { ProviderService } from '../inhouse/provider-service.ts'

export const ROUND_TIMEOUT_SETTING = 'roundTimeoutMinutes'
/** Game types whose rounds wait for a match: never swept under the platform default. */
export const MATCH_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const
/** Rounds swept per run at most, oldest first; the next run takes the rest. */
const BATCH = 200

/** The vendor's own timeout in ms: a number (0: never), or undefined when it has none. */
export function ownTimeoutMs(settings: Record<string, unknown>): number | undefined {
  const v = settings[ROUND_TIMEOUT_SETTING]
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v * 60_000 : undefined
}

export function createVendorRoundSweep(d: {
  db: Db
  clock: Clock
  provider: ProviderService
  defaultTimeoutMs: number
}) {
  /** Open rounds of these vendors opened before `before`; `instantOnly` leaves match betting out. */
  function stale(vendors: string[], before: Date, instantOnly: boolean) {
    return d.db
      .select({ provider: gameRounds.provider, roundId: gameRounds.roundId, memberId: gameRounds.memberId })
      .from(gameRounds)
      .leftJoin(games, and(eq(games.vendorCode, gameRounds.provider), eq(games.gameCode, gameRounds.gameCode)))
      .where(
        and(
          eq(gameRounds.status, 'open'),
          lt(gameRounds.createdAt, before),
          inArray(gameRounds.provider, vendors),
          instantOnly ? or(isNull(games.gameType), notInArray(games.gameType, [...MATCH_TYPES])) : undefined,
        ),
      )
      .orderBy(asc(gameRounds.createdAt))
      .limit(BATCH)
  }

  /** One run over every vendor with an integration; answers how many rounds this run rolled back. */
  return async function sweepVendorRounds(): Promise<number> {
    const now = d.clock.now().getTime()
    const integrations = await d.db
      .select({ code: vendorIntegrations.vendorCode, settings: vendorIntegrations.settings })
      .from(vendorIntegrations)
    // Vendors grouped by their timeout, so a run is a query per distinct timeout.
    const groups = new Map<string, { ms: number; instantOnly: boolean; vendors: string[] }>()
    for (const i of integrations) {
      const own = ownTimeoutMs(i.settings)
      if (own === 0) continue
      const g = { ms: own ?? d.defaultTimeoutMs, instantOnly: own === undefined }
      const k = `${g.ms}:${g.instantOnly}`
      const group = groups.get(k) ?? { ...g, vendors: [] }
      group.vendors.push(i.code)
      groups.set(k, group)
    }
    let n = 0
    for (const g of groups.values())
      for (const r of await stale(g.vendors, new Date(now - g.ms), g.instantOnly))
        if (await d.provider.sweepRound(r.provider, r)) n++
    return n
  }
}
export type VendorRoundSweep = ReturnType<typeof createVendorRoundSweep>
