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
import type { InhouseRound } from '@parlor/contract'
import { LRUCache } from 'lru-cache'
import { inTransaction, type Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { oneAtATime } from '../../lib/one-at-a-time.ts'
import { DEFAULT_BACK_PATH, safeBackPath } from '../../lib/safe-path.ts'
import { balanceMinor } from '../wallet/wallet-service.ts'
import { checkBet, type Params, playFair, RULES, seedHash } from './games.ts'
import {
  createInhouseLaunchService,
  type GameSession,
  HISTORY_LIMIT,
  InhouseErrorCode,
  type InhouseDeps,
  PROVIDER,
  ROUND_STALE_MS,
} from './inhouse-launch-service.ts'
import { createInhouseRepository, type SeedRow } from './inhouse-repository.ts'

export {
  GAME_SESSION_MS,
  type GameSession,
  HISTORY_LIMIT,
  InhouseErrorCode,
  LAUNCH_TOKEN_MS,
  PROVIDER,
  ROUND_STALE_MS,
} from './inhouse-launch-service.ts'

/** A fresh seed pair's secrets: the server seed stays hidden until the member rotates. */
const freshSeed = () => {
  const serverSeed = randomBytes(32).toString('hex')
  return { serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed: randomBytes(8).toString('hex') }
}
const publicSeed = (s: { serverSeedHash: string; clientSeed: string; nonce: number }) => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
})
/** The member's unrevealed seed pair, row-locked until `tx` ends (made on first use). */
const activeSeed = (tx: Tx, memberId: number) => createInhouseRepository(tx).lockActiveSeed(memberId, freshSeed)

export function createInhouseService(deps: InhouseDeps) {
  const { db, clock, provider } = deps
  const repo = createInhouseRepository(db)
  // Each member's seed pair as this instance last left it, at the nonce of the next round: a round
  // is then one statement. Bounded; a pair missing costs the nonce taken on its own first, one out
  // of date the refused statement as well.
  const nextSeeds = new LRUCache<number, SeedRow>({ max: 20_000 })

  // A member's rounds on this instance, one after another: the member's wallet row queues them in
  // the database anyway, and two at once would both expect the same nonce and one draw again.
  const inTurn = oneAtATime<number>()

  /** Consumes the member's next nonce on its own (a member's first round makes the seed pair). */
  const takeNonce = async (memberId: number): Promise<SeedRow> =>
    (await repo.takeNonce(memberId)) ??
    (await inTransaction(db, async (tx) => {
      const row = await activeSeed(tx, memberId)
      await createInhouseRepository(tx).bumpNonce(row.id)
      return row
    }))

  /**
   * The round `seed`'s nonce draws: its bet and win for the provider interface, and, once they are
   * paid, the answer, with the pair remembered at its next nonce.
   */
  function draw(s: GameSession, seed: SeedRow, betMinor: bigint, params: Params) {
    const outcome = playFair(params, betMinor, seed.serverSeed, seed.clientSeed, seed.nonce)
    const roundId = `${s.id}-${seed.id}-${seed.nonce}`
    const fair = {
      seedId: seed.id,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
    }
    return {
      bet: {
        transactionId: `${roundId}-bet`,
        roundId,
        playerId: s.memberId,
        currency: s.currency,
        gameCode: s.gameCode,
        amount: betMinor,
        gameSessionId: s.id,
        detail: { fair, params },
      },
      win: {
        transactionId: `${roundId}-win`,
        roundId,
        playerId: s.memberId,
        amount: outcome.payout,
        detail: { outcome: outcome.detail },
      },
      paid: (balance: bigint) => {
        nextSeeds.set(s.memberId, { ...seed, nonce: seed.nonce + 1 })
        return {
          roundId,
          bet: betMinor.toString(),
          payout: outcome.payout.toString(),
          outcome: outcome.detail,
          balanceMinor: balance.toString(),
          fair: { ...fair, nextNonce: seed.nonce + 1 },
        }
      },
    }
  }

  return {
    ...createInhouseLaunchService(deps),

    async state(s: GameSession) {
      const m = await repo.memberMoney(s.memberId)
      const balance = await balanceMinor(
        db,
        { id: s.merchantId, currency: m?.currency ?? s.currency, currencySymbol: '' },
        {
          id: s.memberId,
          merchantId: s.merchantId,
          type: m?.type ?? 0,
        },
      )
      const seed = await inTransaction(db, (tx) => activeSeed(tx, s.memberId))
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

    /**
     * Plays one round on the member's next nonce: bet and win through the provider interface,
     * settled together. The nonce this instance expects moves on in the settling statement; when
     * another instance played meanwhile, or the pair was rotated, the nonce is taken on its own
     * first and the round drawn again.
     */
    async play(s: GameSession, betMinor: bigint, params: Params) {
      if (params.game !== s.gameCode) throw new AppError(400, InhouseErrorCode.badBet, { detail: 'game' })
      const problem = checkBet(params, betMinor)
      if (problem) throw new AppError(400, InhouseErrorCode.badBet, { detail: problem })
      return inTurn(s.memberId, async () => {
        const expected = nextSeeds.get(s.memberId)
        if (expected) {
          const round = draw(s, expected, betMinor, params)
          const paid = await provider.settleAtNonce(PROVIDER, round.bet, round.win, expected)
          if (paid) return round.paid(paid.balance)
          nextSeeds.delete(s.memberId)
        }
        const round = draw(s, await takeNonce(s.memberId), betMinor, params)
        return round.paid((await provider.settle(PROVIDER, round.bet, round.win)).balance)
      })
    },

    /** The member's last rounds of this game (lottery tickets with their draws), newest first. */
    async history(s: GameSession) {
      const rows = await repo.roundsOfGame(PROVIDER, s, HISTORY_LIMIT)
      return {
        rounds: rows.map((r) => {
          // Written by `play` above: the bet's params and fair pair, then the win's outcome.
          const d = (r.detail ?? {}) as {
            params?: InhouseRound['params']
            outcome?: InhouseRound['outcome']
            fair?: { nonce?: number }
          }
          return {
            roundId: r.roundId,
            // The provider repository writes only the contract's three states.
            status: r.status as InhouseRound['status'],
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
      nextSeeds.delete(s.memberId)
      return inTransaction(db, async (tx) => {
        const seeds = createInhouseRepository(tx)
        const old = await activeSeed(tx, s.memberId)
        await seeds.revealSeed(old.id, clock.now())
        const serverSeed = randomBytes(32).toString('hex')
        const next = await seeds.insertSeed({
          memberId: s.memberId,
          serverSeed,
          serverSeedHash: seedHash(serverSeed),
          clientSeed,
        })
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
}
export type InhouseService = ReturnType<typeof createInhouseService>
