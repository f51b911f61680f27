/**
 * The platform side of the seamless-wallet interface (docs/game-providers.md): a provider debits
 * a bet, credits a win and rolls a bet back, each identified by its own transaction id (the
 * ledger idempotency key `provider:<PROVIDER>:<transactionId>`) and tied to a round. The in-house
 * games call these same functions; a third-party vendor adapter would reach them over HTTP
 * through provider-routes.ts. Every call is one database transaction.
 */
import { WalletErrorCode } from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import { type Clock, systemClock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { ensureAccount, postTransaction, walletCurrency } from '../wallet/ledger.ts'
import { createWalletRepository, type WalletRepository } from '../wallet/wallet-repository.ts'
import { createProviderRepository, type ProviderRepository } from './provider-repository.ts'

export const ProviderErrorCode = {
  badSignature: 'provider.signature.invalid',
  playerNotFound: 'provider.player.not.found',
  currencyMismatch: 'provider.currency.mismatch',
  roundNotFound: 'provider.round.not.found',
  roundClosed: 'provider.round.closed',
  betNotFound: 'provider.bet.not.found',
  roundSettled: 'provider.round.already.settled',
  roundRolledBack: 'provider.round.already.rolled.back',
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

const key = (provider: string, transactionId: string) => `provider:${provider}:${transactionId}`

async function playerOf(rounds: ProviderRepository, playerId: number) {
  const p = await rounds.player(playerId)
  if (!p) throw new AppError(404, ProviderErrorCode.playerNotFound)
  return { ...p, currency: walletCurrency(p.merchantCurrency, p.type) }
}

export function createProviderService(db: Db, clock: Clock = systemClock) {
  /** One database transaction with the rounds and wallet repositories bound to it. */
  const inTx = <T>(fn: (tx: Tx, rounds: ProviderRepository, wallets: WalletRepository) => Promise<T>) =>
    inTransaction(db, (tx) => fn(tx, createProviderRepository(tx), createWalletRepository(tx)))
  const dbRounds = createProviderRepository(db)

  return {
    async bet(provider: string, r: BetRequest): Promise<WalletAnswer> {
      if (r.amount <= 0n) throw new AppError(400, 'request_param_err', { detail: 'amount' })
      return inTx(async (tx, rounds, wallets) => {
        const p = await playerOf(rounds, r.playerId)
        if (p.currency !== r.currency) throw new AppError(409, ProviderErrorCode.currencyMismatch)
        // The round row is created (or locked) first, so duplicates of one delivery queue here.
        await rounds.openRoundIfAbsent({
          provider,
          roundId: r.roundId,
          merchantId: p.merchantId,
          memberId: p.id,
          gameCode: r.gameCode,
          currency: p.currency,
          gameSessionId: r.gameSessionId ?? null,
          createdAt: clock.now(),
          detail: r.detail ?? null,
        })
        const round = await rounds.lockRound(provider, r.roundId)
        if (!round || round.memberId !== p.id) throw new AppError(409, ProviderErrorCode.roundClosed)
        const wallet = await ensureAccount(tx, {
          merchantId: p.merchantId,
          kind: 'member',
          memberId: p.id,
          currency: p.currency,
        })
        const house = await ensureAccount(tx, { merchantId: p.merchantId, kind: 'house', currency: p.currency })
        const posted = await postTransaction(tx, {
          merchantId: p.merchantId,
          key: key(provider, r.transactionId),
          kind: 'bet',
          reason: r.gameCode,
          memberId: p.id,
          legs: [
            { accountId: wallet, amount: -r.amount },
            { accountId: house, amount: r.amount },
          ],
          meta: { provider, roundId: r.roundId, providerTx: r.transactionId },
        })
        if (!posted.replayed) {
          if (round.status !== 'open') throw new AppError(409, ProviderErrorCode.roundClosed)
          await rounds.addBet(round.id, r.amount)
        }
        return { balance: await wallets.accountBalance(wallet), currency: p.currency, replayed: posted.replayed }
      })
    },

    async win(provider: string, r: WinRequest): Promise<WalletAnswer> {
      if (r.amount < 0n) throw new AppError(400, 'request_param_err', { detail: 'amount' })
      return inTx(async (tx, rounds, wallets) => {
        const p = await playerOf(rounds, r.playerId)
        const round = await rounds.lockRound(provider, r.roundId)
        if (!round || round.memberId !== p.id) throw new AppError(404, ProviderErrorCode.roundNotFound)
        const wallet = await ensureAccount(tx, {
          merchantId: p.merchantId,
          kind: 'member',
          memberId: p.id,
          currency: round.currency,
        })
        if (round.status !== 'open') {
          if (round.closedBy === r.transactionId && round.status === 'settled')
            return { balance: await wallets.accountBalance(wallet), currency: round.currency, replayed: true }
          throw new AppError(
            409,
            round.status === 'settled' ? ProviderErrorCode.roundSettled : ProviderErrorCode.roundRolledBack,
          )
        }
        if (r.amount > 0n) {
          const house = await ensureAccount(tx, { merchantId: p.merchantId, kind: 'house', currency: round.currency })
          await postTransaction(tx, {
            merchantId: p.merchantId,
            key: key(provider, r.transactionId),
            kind: 'win',
            reason: round.gameCode,
            memberId: p.id,
            legs: [
              { accountId: house, amount: -r.amount },
              { accountId: wallet, amount: r.amount },
            ],
            meta: { provider, roundId: r.roundId, providerTx: r.transactionId },
          })
        }
        await rounds.closeRound(round.id, {
          status: 'settled',
          winMinor: r.amount,
          closedBy: r.transactionId,
          closedAt: clock.now(),
          ...(r.detail ? { detail: { ...(round.detail ?? {}), ...r.detail } } : {}),
        })
        return { balance: await wallets.accountBalance(wallet), currency: round.currency, replayed: false }
      })
    },

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
        const house = await ensureAccount(tx, { merchantId: p.merchantId, kind: 'house', currency: round.currency })
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
