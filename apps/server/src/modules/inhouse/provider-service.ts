/**
 * The platform side of the seamless-wallet interface (docs/game-providers.md): a provider debits
 * a bet, credits a win and rolls a bet back, each identified by its own transaction id (the
 * ledger idempotency key `provider:<PROVIDER>:<transactionId>`) and tied to a round. The in-house
 * games call these same functions; a third-party vendor adapter would reach them over HTTP
 * through provider-routes.ts. Every call is one database transaction.
 */
import { WalletErrorCode } from '@parlor/contract'
import { type SQL, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { type Db, inTransaction, preparedRows, type Tx } from '../../db/client.ts'
import { databaseError } from '../../db/errors.ts'
import { retryTransient } from '../../db/retry.ts'
import { sha256Hex } from '../../lib/hash.ts'
import { type Clock, systemClock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import {
  countPosting,
  ensureAccount,
  houseShardOf,
  ledgerCall,
  postTransaction,
  type Refusals,
  walletCurrency,
} from '../wallet/ledger.ts'
import { createWalletRepository, type WalletRepository } from '../wallet/wallet-repository.ts'
import { createProviderRepository, type ProviderRepository } from './provider-repository.ts'
import { rgDays } from '../responsible-gaming/rg-periods.ts'
import { createRgRepository, daysArray } from '../responsible-gaming/rg-repository.ts'

export const ProviderErrorCode = {
  badSignature: 'provider.signature.invalid',
  playerNotFound: 'provider.player.not.found',
  currencyMismatch: 'provider.currency.mismatch',
  roundNotFound: 'provider.round.not.found',
  roundClosed: 'provider.round.closed',
  betNotFound: 'provider.bet.not.found',
  roundSettled: 'provider.round.already.settled',
  roundRolledBack: 'provider.round.already.rolled.back',
  /** Responsible gaming (decision 040): the bet would cross the player's wager or loss limit. */
  limitReached: 'provider.limit.reached',
  /** The player is in a time-out or self-exclusion. */
  playerExcluded: 'provider.player.excluded',
  insufficientBalance: WalletErrorCode.insufficientBalance,
  idempotencyConflict: WalletErrorCode.idempotencyConflict,
} as const

export interface BetRequest {
  transactionId: string
  roundId: string
  playerId: number
  currency: string
  gameCode: string
  /** Minor units, > 0. */
  amount: bigint
  gameSessionId?: number | null
  detail?: Record<string, unknown> | null
}
export interface WinRequest {
  transactionId: string
  roundId: string
  playerId: number
  /** Minor units, >= 0; a zero win settles a lost round. */
  amount: bigint
  detail?: Record<string, unknown> | null
}
export interface RollbackRequest {
  transactionId: string
  roundId: string
  playerId: number
  /** The bet being cancelled. */
  betTransactionId: string
}
export interface WalletAnswer {
  /** Minor units after the call. */
  balance: bigint
  currency: string
  /** true when this answers an earlier delivery of the same transaction. */
  replayed: boolean
}

/** An in-house seed pair and the nonce its next round is drawn with. */
export interface SeedAt {
  id: number
  nonce: number
}

const key = (provider: string, transactionId: string) => `provider:${provider}:${transactionId}`

/** The round states the provider database calls refuse with (migration 0021), as error codes. */
const ROUND_REFUSALS: Refusals = {
  PW005: [409, ProviderErrorCode.roundClosed],
  PW006: [404, ProviderErrorCode.roundNotFound],
  PW007: [409, ProviderErrorCode.roundSettled],
  PW008: [409, ProviderErrorCode.roundRolledBack],
  PW009: [409, ProviderErrorCode.limitReached],
  PW010: [403, ProviderErrorCode.playerExcluded],
}

/** What a provider call asked for, hashed as its idempotency fingerprint (account ids are the database's). */
const requestHash = (kind: string, memberId: number, amount: bigint, meta: Record<string, string>) =>
  sha256Hex(JSON.stringify({ kind, memberId, amount: amount.toString(), meta }))

type Player = {
  id: number
  merchantId: number
  type: number
  merchantCurrency: string
  currency: string
  timeZone: string
}

export function createProviderService(db: Db, clock: Clock = systemClock) {
  /** One database transaction with the rounds and wallet repositories bound to it. */
  const inTx = <T>(fn: (tx: Tx, rounds: ProviderRepository, wallets: WalletRepository) => Promise<T>) =>
    inTransaction(db, (tx) => fn(tx, createProviderRepository(tx), createWalletRepository(tx)))
  const dbRounds = createProviderRepository(db)
  // A member's merchant, currency and trial state never change: every bet and win of a player
  // after the first skips the lookup. Bounded, so unknown or many players cannot grow it.
  const players = new LRUCache<number, Player>({ max: 20_000 })

  async function playerOf(rounds: ProviderRepository, playerId: number): Promise<Player> {
    const cached = players.get(playerId)
    if (cached) return cached
    const p = await rounds.player(playerId)
    if (!p) throw new AppError(404, ProviderErrorCode.playerNotFound)
    const player = { ...p, currency: walletCurrency(p.merchantCurrency, p.type) }
    players.set(playerId, player)
    return player
  }

  /** The bet's player, refused when the amount or the currency is not one a bet can take. */
  async function betPlayer(r: BetRequest): Promise<Player> {
    if (r.amount <= 0n) throw new AppError(400, 'request_param_err', { detail: 'amount' })
    const p = await playerOf(dbRounds, r.playerId)
    if (p.currency !== r.currency) throw new AppError(409, ProviderErrorCode.currencyMismatch)
    return p
  }

  /** `wallet_provider_bet`'s arguments (migration 0023), in its order. */
  function betArgs(provider: string, p: Player, r: BetRequest, now: Date): SQL {
    const meta = { provider, roundId: r.roundId, providerTx: r.transactionId }
    return sql`${provider}, ${r.roundId}, ${p.merchantId}, ${p.id}, ${p.currency}, ${r.gameCode}, ${r.amount.toString()}::bigint,
      ${r.gameSessionId ?? null}::bigint, ${r.detail ? JSON.stringify(r.detail) : null}::jsonb, ${now},
      ${key(provider, r.transactionId)}, ${requestHash('bet', p.id, r.amount, meta)}, ${JSON.stringify(meta)}::jsonb,
      ${houseShardOf(p.id)}::smallint, ${daysArray(rgDays(now, p.timeZone))}`
  }

  /** `wallet_provider_win`'s arguments (migration 0023), in its order. */
  function winArgs(provider: string, p: Player, r: WinRequest, now: Date): SQL {
    const meta = { provider, roundId: r.roundId, providerTx: r.transactionId }
    return sql`${provider}, ${r.roundId}, ${p.merchantId}, ${p.id}, ${r.amount.toString()}::bigint,
      ${r.detail ? JSON.stringify(r.detail) : null}::jsonb, ${now}, ${r.transactionId},
      ${key(provider, r.transactionId)}, ${requestHash('win', p.id, r.amount, meta)}, ${JSON.stringify(meta)}::jsonb,
      ${houseShardOf(p.id)}::smallint, ${rgDays(now, p.timeZone)[0]}`
  }

  /** One call to a provider database function (a prepared statement), retried after a deadlock like any transaction. */
  const call = <T>(name: string, q: SQL) =>
    retryTransient(() => ledgerCall(async () => (await preparedRows<T>(db, name, q))[0] as T, ROUND_REFUSALS))

  /** `settle`, or with `seed` `settleAtNonce` (below). */
  async function settleRound(
    provider: string,
    bet: BetRequest,
    win: WinRequest,
    seed: SeedAt | null,
  ): Promise<WalletAnswer | null> {
    if (win.amount < 0n) throw new AppError(400, 'request_param_err', { detail: 'amount' })
    if (win.roundId !== bet.roundId || win.playerId !== bet.playerId)
      throw new AppError(400, 'request_param_err', { detail: 'round' })
    const p = await betPlayer(bet)
    const now = clock.now()
    const args = sql`${betArgs(provider, p, bet, now)}, ${winArgs(provider, p, win, now)}`
    type Settled = { replayed: boolean; balance: string }
    let answer: Settled
    try {
      answer = seed
        ? await call<Settled>(
            'inhouse_play',
            sql`select o_replayed as replayed, o_balance::text as balance
              from inhouse_play(${seed.id}::bigint, ${seed.nonce}::integer, ${args})`,
          )
        : await call<Settled>(
            'wallet_provider_settle',
            sql`select o_replayed as replayed, o_balance::text as balance from wallet_provider_settle(${args})`,
          )
    } catch (err) {
      if (seed && databaseError(err)?.code === 'PW011') return null
      throw err
    }
    countPosting('bet', answer.replayed)
    if (win.amount > 0n) countPosting('win', answer.replayed)
    return { balance: BigInt(answer.balance), currency: p.currency, replayed: answer.replayed }
  }

  return {
    /** The bet, its round and the posting in one statement (`wallet_provider_bet`). */
    async bet(provider: string, r: BetRequest): Promise<WalletAnswer> {
      const p = await betPlayer(r)
      const now = clock.now()
      const answer = await call<{ replayed: boolean; balance: string }>(
        'wallet_provider_bet',
        sql`select o_replayed as replayed, o_balance::text as balance from wallet_provider_bet(${betArgs(provider, p, r, now)})`,
      )
      countPosting('bet', answer.replayed)
      return { balance: BigInt(answer.balance), currency: p.currency, replayed: answer.replayed }
    },

    /** The win (a zero win settles a lost round), the posting and the round's close in one statement. */
    async win(provider: string, r: WinRequest): Promise<WalletAnswer> {
      if (r.amount < 0n) throw new AppError(400, 'request_param_err', { detail: 'amount' })
      const p = await playerOf(dbRounds, r.playerId)
      const now = clock.now()
      const answer = await call<{ replayed: boolean; balance: string; currency: string }>(
        'wallet_provider_win',
        sql`select o_replayed as replayed, o_balance::text as balance, o_currency as currency
          from wallet_provider_win(${winArgs(provider, p, r, now)})`,
      )
      if (r.amount > 0n) countPosting('win', answer.replayed)
      return { balance: BigInt(answer.balance), currency: answer.currency, replayed: answer.replayed }
    },

    /**
     * A round whose outcome is known when it is bet (an instant game): the bet and its win, each
     * its own ledger transaction as with `bet` then `win`, committed together in one statement
     * (`wallet_provider_settle`), so a tap is one round trip and one commit, and no round is ever
     * left open between the two. Refused as a whole when the bet is.
     */
    async settle(provider: string, bet: BetRequest, win: WinRequest): Promise<WalletAnswer> {
      const settled = await settleRound(provider, bet, win, null)
      if (!settled) throw new Error('a settle without a seed pair cannot miss its nonce')
      return settled
    },

    /**
     * `settle`, with the member's in-house seed pair moved on from `seed.nonce` in the same
     * statement (`inhouse_play`). null when the pair is no longer at that nonce (a round played
     * through another instance, or the pair rotated): nothing was written.
     */
    settleAtNonce: (provider: string, bet: BetRequest, win: WinRequest, seed: SeedAt) =>
      settleRound(provider, bet, win, seed),

    async rollback(provider: string, r: RollbackRequest): Promise<WalletAnswer> {
      return inTx(async (tx, rounds, wallets) => {
        const p = await playerOf(rounds, r.playerId)
        const round = await rounds.lockRound(provider, r.roundId)
        const bet = round ? await wallets.postedWithKind(p.merchantId, key(provider, r.betTransactionId), 'bet') : false
        if (!round || round.memberId !== p.id || !bet) throw new AppError(404, ProviderErrorCode.betNotFound)
        const wallet = await ensureAccount(tx, {
          merchantId: p.merchantId,
          kind: 'member',
          memberId: p.id,
          currency: round.currency,
        })
        if (round.status === 'rolled_back' && round.closedBy === r.transactionId)
          return { balance: await wallets.accountBalance(wallet), currency: round.currency, replayed: true }
        if (round.status === 'settled') throw new AppError(409, ProviderErrorCode.roundSettled)
        if (round.status === 'rolled_back') throw new AppError(409, ProviderErrorCode.roundRolledBack)
        // Refund everything bet in the round: one reversing transaction, the bet entries stay.
        // The same house shard the round's bets went to (older rounds' bets went to shard 0: the
        // merchant's house total is the sum of its shards either way).
        const house = await ensureAccount(tx, {
          merchantId: p.merchantId,
          kind: 'house',
          currency: round.currency,
          shard: houseShardOf(p.id),
        })
        await postTransaction(tx, {
          merchantId: p.merchantId,
          key: key(provider, r.transactionId),
          kind: 'rollback',
          reason: round.gameCode,
          memberId: p.id,
          legs: [
            { accountId: house, amount: -round.betMinor },
            { accountId: wallet, amount: round.betMinor },
          ],
          meta: { provider, roundId: r.roundId, providerTx: r.transactionId, reverses: r.betTransactionId },
        })
        // The refunded stakes no longer count against the member's limits, on the day they were counted.
        await createRgRepository(tx).record(p.id, rgDays(round.createdAt, p.timeZone)[0], -round.betMinor, 0n)
        await rounds.closeRound(round.id, { status: 'rolled_back', closedBy: r.transactionId, closedAt: clock.now() })
        return { balance: await wallets.accountBalance(wallet), currency: round.currency, replayed: false }
      })
    },

    /** Whether the member has a round still open with this provider, other than in `exceptSession`. */
    async hasOpenRound(provider: string, memberId: number, exceptSession?: number): Promise<boolean> {
      const rows = await dbRounds.openRounds(provider, memberId)
      return rows.some((r) => exceptSession === undefined || r.session !== exceptSession)
    },

    /**
     * Rolls back one round left open (a game process or vendor that died between bet and win)
     * with the transaction id `sweep:<round>`. The rollback locks the round row and acts only while
     * it is open, so sweepers racing on two instances roll it back once: true for the one that did.
     */
    async sweepRound(provider: string, o: { roundId: string; memberId: number }): Promise<boolean> {
      const bets = await createWalletRepository(db).betKeysOfRound(provider, o.memberId, o.roundId)
      const first = bets[0]?.slice(key(provider, '').length)
      try {
        if (!first) return await dbRounds.rollBackUnbetRound(provider, o.roundId, `sweep:${o.roundId}`, clock.now())
        const done = await this.rollback(provider, {
          transactionId: `sweep:${o.roundId}`,
          roundId: o.roundId,
          playerId: o.memberId,
          betTransactionId: first,
        })
        return !done.replayed
      } catch (err) {
        // Settled meanwhile by a late win, or rolled back by the provider: nothing to sweep.
        if (!(err instanceof AppError)) throw err
        return false
      }
    },

    /** Sweeps this provider's rounds opened before `before` (all members, or one); answers how many. */
    async sweepOpenRounds(provider: string, before: Date, memberId?: number): Promise<number> {
      const open = await dbRounds.staleOpenRounds(provider, before, memberId)
      let n = 0
      for (const o of open) if (await this.sweepRound(provider, o)) n++
      return n
    },
  }
}
export type ProviderService = ReturnType<typeof createProviderService>
