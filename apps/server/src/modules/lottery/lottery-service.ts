/**
 * The lottery engine's calls (decision 026): what is on sale, results, orders and their sub-orders,
 * cancel, and the merchants' odds. Numeros are shared by every merchant; orders are a member's.
 *
 * For the routes: every method throws AppError with a LotteryErrorCode and answers the contract's
 * shapes (money in major units, times in epoch ms). `setOdds` takes an optional open transaction
 * as its last argument: the operator route runs
 * `inTransaction(db, async (tx) => { const odds = await service.setOdds(…, tx); await recordAudit(tx, …); return odds })`
 * so the change and its audit row commit together; without `tx` it opens its own.
 */
import {
  type adminLotteryOddsSchema,
  betTypesOf,
  checkPicks,
  LOTTERY_BET_TYPES,
  LOTTERY_GAMES,
  LOTTERY_LIMITS,
  LotteryErrorCode,
  type LotteryGameDef,
  type LotteryNumero,
  type LotteryOpened,
  type LotteryOrder,
  type LotteryOrderDetail,
  type lotteryCancelAnswerSchema,
  lotteryGame,
  type lotteryOrderBodySchema,
  type lotteryOrdersQuerySchema,
  type lotteryPlaceAnswerSchema,
  nextSlot,
  parseMajor,
  slotOfNumero,
  toMajor,
  WalletErrorCode,
} from '@parlor/contract'
import type { z } from 'zod'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { rgDays } from '../responsible-gaming/rg-periods.ts'
import { createRgRepository } from '../responsible-gaming/rg-repository.ts'
import { RG_REFUSALS } from '../responsible-gaming/rg-service.ts'
import { ensureAccount, ledgerCall, memberBalance, postTransaction, walletCurrency } from '../wallet/ledger.ts'
import { currentSlot, type EnsuredSlots, ensureCurrent, ensureNumero } from './lottery-draws.ts'
import {
  createLotteryRepository,
  type NumeroRow,
  type OrderRow,
  type SubOrderWithNumero,
} from './lottery-repository.ts'
import { endSubOrder, LOTTERY_PROVIDER } from './lottery-settlement.ts'

type PlaceBody = z.output<typeof lotteryOrderBodySchema>
type PlaceAnswer = z.output<typeof lotteryPlaceAnswerSchema>
type OrdersQuery = z.output<typeof lotteryOrdersQuerySchema>
type CancelAnswer = z.output<typeof lotteryCancelAnswerSchema>
type OddsAnswer = z.output<typeof adminLotteryOddsSchema>
type SubOrderAnswer = CancelAnswer['subOrder']

const CENTS = 100
const MINOR = 100n
const defaultCents = (family: string, betType: string) => {
  const def = LOTTERY_BET_TYPES.find((b) => b.family === family && b.code === betType)
  return def ? Math.round(def.odds * CENTS) : null
}

function gameOf(code: string): LotteryGameDef {
  const game = lotteryGame(code)
  if (!game) throw new AppError(404, LotteryErrorCode.gameUnknown, { gameCode: code })
  return game
}

const revealed = (n: Pick<NumeroRow, 'status'>) => n.status !== 'scheduled'

export function numeroAnswer(n: NumeroRow): LotteryNumero {
  return {
    gameCode: n.gameCode,
    numero: n.numero,
    opensAt: n.opensAt.getTime(),
    closesAt: n.closesAt.getTime(),
    drawsAt: n.drawsAt.getTime(),
    status: n.status as LotteryNumero['status'],
    commitHash: n.commitHash,
    // The seed stays secret until the draw: with it anyone could compute the result in advance.
    seed: revealed(n) ? n.seed : null,
    result: revealed(n) ? (n.result ?? null) : null,
  }
}

function subOrderAnswer({ sub, numero }: SubOrderWithNumero, now: Date): SubOrderAnswer {
  return {
    id: sub.id,
    numero: numero.numero,
    betType: sub.betType,
    picks: sub.picks,
    stake: toMajor(sub.stakeMinor),
    amount: toMajor(sub.amountMinor),
    odds: sub.oddsCents / CENTS,
    status: sub.status as SubOrderAnswer['status'],
    win: toMajor(sub.winMinor),
    cancellable: sub.status === 'pending' && numero.status === 'scheduled' && now < numero.closesAt,
    result: revealed(numero) ? (numero.result ?? null) : null,
  }
}

function orderAnswer(o: OrderRow, winMinor: bigint, refundedMinor: bigint): LotteryOrder {
  return {
    id: o.id,
    gameCode: o.gameCode,
    numero: o.numero,
    chase: o.chase,
    stopOnWin: o.stopOnWin,
    currency: o.currency,
    total: toMajor(o.totalMinor),
    win: toMajor(winMinor),
    refunded: toMajor(refundedMinor),
    status: o.status as LotteryOrder['status'],
    createdAt: o.createdAt.getTime(),
  }
}

export interface LotteryServiceDeps {
  db: Db
  clock: Clock
}

export function createLotteryService({ db, clock }: LotteryServiceDeps) {
  const repo = createLotteryRepository(db)
  // Every lottery screen polls `opened`: numeros made once are not looked up again until a slot turns over.
  const ensured: EnsuredSlots = new Map()

  /** The merchant's odds of one game (or all games), cents by `${gameCode}:${betType}`. */
  async function oddsCentsOf(q: Db | Tx, merchantId: number): Promise<Map<string, number>> {
    const map = new Map<string, number>()
    for (const o of await createLotteryRepository(q).oddsOf(merchantId))
      map.set(`${o.gameCode}:${o.betType}`, o.oddsCents)
    return map
  }
  const centsFor = (overrides: Map<string, number>, game: LotteryGameDef, betType: string) =>
    overrides.get(`${game.code}:${betType}`) ?? defaultCents(game.family, betType)

  async function memberOf(memberId: number) {
    const m = await repo.member(memberId)
    if (!m) throw new AppError(404, LotteryErrorCode.orderNotFound)
    return { ...m, currency: walletCurrency(m.merchantCurrency, m.type) }
  }

  async function balanceOf(memberId: number, currency: string): Promise<number> {
    return toMajor((await memberBalance(db, memberId, currency)) ?? 0n)
  }

  async function detailOf(order: OrderRow): Promise<LotteryOrderDetail> {
    const subs = await repo.subOrdersOf(order.id)
    const now = clock.now()
    let win = 0n
    let refunded = 0n
    for (const { sub } of subs) {
      if (sub.status === 'won') win += sub.winMinor
      if (sub.status === 'cancelled' || sub.status === 'stopped') refunded += sub.amountMinor
    }
    return { ...orderAnswer(order, win, refunded), subOrders: subs.map((s) => subOrderAnswer(s, now)) }
  }

  async function oddsAnswer(q: Db | Tx, merchantId: number): Promise<OddsAnswer> {
    const overrides = await oddsCentsOf(q, merchantId)
    return LOTTERY_GAMES.flatMap((game) =>
      betTypesOf(game.family).map((b) => {
        const own = overrides.get(`${game.code}:${b.code}`)
        return {
          gameCode: game.code,
          betType: b.code,
          odds: (own ?? Math.round(b.odds * CENTS)) / CENTS,
          isDefault: own === undefined,
        }
      }),
    )
  }

  return {
    /** What the lottery screen sells now; makes sure the current and next numeros exist first. */
    async opened(merchantId: number, gameCode: string, currency: string): Promise<LotteryOpened> {
      const game = gameOf(gameCode)
      const now = clock.now()
      await ensureCurrent(db, game, now.getTime(), ensured)
      const slot = currentSlot(game, now.getTime())
      const current = await repo.numero(game.code, slot.numero)
      if (!current) throw new Error(`lottery numero ${game.code} ${slot.numero} missing after ensureCurrent`)
      const [last] = await repo.drawnNumeros(game.code, 1)
      const overrides = await oddsCentsOf(db, merchantId)
      return {
        gameCode: game.code,
        family: game.family,
        intervalSeconds: game.intervalSeconds,
        current: numeroAnswer(current),
        last: last ? numeroAnswer(last) : null,
        betTypes: betTypesOf(game.family).map((b) => ({
          code: b.code,
          maxPicks: b.maxPicks,
          odds: (centsFor(overrides, game, b.code) ?? 0) / CENTS,
        })),
        currency,
        minStake: LOTTERY_LIMITS.minStake,
        maxStake: LOTTERY_LIMITS.maxStake,
        maxChase: LOTTERY_LIMITS.maxChase,
        serverTime: now.getTime(),
      }
    },

    /** Drawn numeros of a game, newest first. */
    async near(gameCode: string, size: number): Promise<LotteryNumero[]> {
      const game = gameOf(gameCode)
      return (await repo.drawnNumeros(game.code, size)).map(numeroAnswer)
    },

    /** One numero with its commitment, and its seed and result once drawn. */
    async draw(gameCode: string, numero: string): Promise<LotteryNumero> {
      const game = gameOf(gameCode)
      const row = await repo.numero(game.code, numero)
      if (!row) throw new AppError(404, LotteryErrorCode.numeroUnknown)
      return numeroAnswer(row)
    },

    /**
     * Places an order: one bet posting for every sub-order (chase included). A retry with the same
     * request key answers the first order without charging again; an order the balance does not
     * cover writes nothing.
     */
    async place(memberId: number, body: PlaceBody): Promise<PlaceAnswer> {
      const game = gameOf(body.gameCode)
      const m = await memberOf(memberId)
      // A key reused for another ticket is a client bug, not a retry: answering the first would hide it.
      const retried = async (earlier: OrderRow): Promise<PlaceAnswer> => {
        if (earlier.gameCode !== game.code || earlier.numero !== body.numero || earlier.chase !== body.chase)
          throw new AppError(409, WalletErrorCode.idempotencyConflict)
        return { ...(await detailOf(earlier)), balance: await balanceOf(memberId, earlier.currency) }
      }
      const earlier = await repo.orderByRequest(memberId, body.requestKey)
      if (earlier) return retried(earlier)

      if (body.items.length > LOTTERY_LIMITS.maxItems || body.chase < 1 || body.chase > LOTTERY_LIMITS.maxChase)
        throw new AppError(400, LotteryErrorCode.orderTooLarge)
      const overrides = await oddsCentsOf(db, m.merchantId)
      const items = body.items.map((it) => {
        const def = betTypesOf(game.family).find((b) => b.code === it.betType)
        if (def && it.picks.length > def.maxPicks)
          throw new AppError(400, LotteryErrorCode.orderTooLarge, { betType: it.betType })
        const reason = checkPicks(game.family, it.betType, it.picks)
        const oddsCents = centsFor(overrides, game, it.betType)
        if (!def || reason !== null || oddsCents === null)
          throw new AppError(400, LotteryErrorCode.betInvalid, { betType: it.betType }, { reason: reason ?? 'betType' })
        const stake = parseMajor(String(it.stake))
        if (
          stake === null ||
          stake < BigInt(LOTTERY_LIMITS.minStake) * MINOR ||
          stake > BigInt(LOTTERY_LIMITS.maxStake) * MINOR
        )
          throw new AppError(400, LotteryErrorCode.stakeOutOfRange, {
            min: String(LOTTERY_LIMITS.minStake),
            max: String(LOTTERY_LIMITS.maxStake),
          })
        return { betType: it.betType, picks: it.picks, stake, amount: stake * BigInt(it.picks.length), oddsCents }
      })

      const now = clock.now()
      const first = slotOfNumero(game, body.numero)
      if (!first || now.getTime() < first.opensAt || now.getTime() >= first.closesAt)
        throw new AppError(409, LotteryErrorCode.numeroClosed, { numero: body.numero })
      const slots = [first]
      while (slots.length < body.chase) slots.push(nextSlot(game, slots[slots.length - 1] as typeof first))
      // Chase numeros get their commitments now, before the order can stake anything on them.
      for (const slot of slots) await ensureNumero(db, game, slot)
      const perNumero = items.reduce((s, it) => s + it.amount, 0n)
      const total = perNumero * BigInt(slots.length)

      const placed = await inTransaction(db, async (tx) => {
        const r = createLotteryRepository(tx)
        // Share-locked and re-checked here, so a draw cannot slip in between the check and the insert.
        const rows = new Map(
          (
            await r.lockNumerosShared(
              game.code,
              slots.map((s) => s.numero),
            )
          ).map((n) => [n.numero, n]),
        )
        const at = clock.now()
        const open = slots.every((s) => rows.get(s.numero)?.status === 'scheduled')
        const firstRow = rows.get(first.numero)
        if (!open || !firstRow || at >= firstRow.closesAt || at < firstRow.opensAt)
          throw new AppError(409, LotteryErrorCode.numeroClosed, { numero: body.numero })
        const order = await r.insertOrderIfAbsent({
          merchantId: m.merchantId,
          memberId,
          gameCode: game.code,
          numero: first.numero,
          chase: slots.length,
          stopOnWin: body.stopOnWin && slots.length > 1,
          currency: m.currency,
          totalMinor: total,
          requestKey: body.requestKey,
          status: 'pending',
          createdAt: at,
        })
        // The same request key committed by a concurrent call: answered below like any retry.
        if (!order) return null
        await r.insertSubOrders(
          slots.flatMap((s) =>
            items.map((it) => ({
              orderId: order.id,
              merchantId: m.merchantId,
              memberId,
              numeroId: (rows.get(s.numero) as NumeroRow).id,
              gameCode: game.code,
              betType: it.betType,
              picks: it.picks,
              stakeMinor: it.stake,
              amountMinor: it.amount,
              oddsCents: it.oddsCents,
            })),
          ),
        )
        const wallet = await ensureAccount(tx, {
          merchantId: m.merchantId,
          kind: 'member',
          memberId,
          currency: m.currency,
        })
        const house = await ensureAccount(tx, { merchantId: m.merchantId, kind: 'house', currency: m.currency })
        await postTransaction(tx, {
          merchantId: m.merchantId,
          key: `lottery:order:${memberId}:${body.requestKey}`,
          kind: 'bet',
          reason: game.code,
          memberId,
          legs: [
            { accountId: wallet, amount: -total },
            { accountId: house, amount: total },
          ],
          meta: { provider: LOTTERY_PROVIDER, orderId: order.id },
        })
        // After the posting, which holds the member's wallet row: checked against the limits one at a time.
        await ledgerCall(
          () => createRgRepository(tx).chargeBet(memberId, total, rgDays(at, m.timeZone), at),
          RG_REFUSALS,
        )
        return order
      })
      if (placed) return { ...(await detailOf(placed)), balance: await balanceOf(memberId, placed.currency) }
      const concurrent = await repo.orderByRequest(memberId, body.requestKey)
      if (!concurrent) throw new Error('lottery order vanished after a concurrent insert')
      return retried(concurrent)
    },

    /** The member's orders, newest first. */
    async orders(memberId: number, q: OrdersQuery): Promise<{ list: LotteryOrder[]; total: number }> {
      const { list, total } = await repo.ordersOf(memberId, q.gameCode, q.pageNo, q.pageSize)
      return {
        list: list.map((r) => orderAnswer(r.order, BigInt(r.winMinor), BigInt(r.refundedMinor))),
        total,
      }
    },

    /** One of the member's orders with its sub-orders (404 orderNotFound for anyone else's). */
    async detail(memberId: number, orderId: number): Promise<LotteryOrderDetail> {
      const order = await repo.order(orderId)
      if (!order || order.memberId !== memberId) throw new AppError(404, LotteryErrorCode.orderNotFound)
      return detailOf(order)
    },

    /** Cancels and refunds a pending sub-order whose numero is still open. */
    async cancel(memberId: number, subOrderId: number): Promise<CancelAnswer> {
      const found = await repo.subOrder(subOrderId)
      if (!found || found.sub.memberId !== memberId) throw new AppError(404, LotteryErrorCode.orderNotFound)
      const { ended, currency } = await inTransaction(db, async (tx) => {
        const r = createLotteryRepository(tx)
        const order = await r.lockOrder(found.sub.orderId)
        if (!order) throw new AppError(404, LotteryErrorCode.orderNotFound)
        const now = clock.now()
        const [numero] = await r.lockNumerosShared(order.gameCode, [found.numero.numero])
        if (numero?.status !== 'scheduled' || now >= numero.closesAt)
          throw new AppError(409, LotteryErrorCode.cancelRefused)
        const sub = await endSubOrder(tx, r, order, subOrderId, 'cancelled', 0n, now)
        if (!sub) throw new AppError(409, LotteryErrorCode.cancelRefused)
        await r.settleOrderIfDone(order.id)
        return { ended: { sub, numero }, currency: order.currency }
      })
      return { subOrder: subOrderAnswer(ended, clock.now()), balance: await balanceOf(memberId, currency) }
    },

    /** Every game's bet types with this merchant's odds (inside `tx` when the caller has one open). */
    odds(merchantId: number, tx?: Tx): Promise<OddsAnswer> {
      return oddsAnswer(tx ?? db, merchantId)
    },

    /**
     * Sets (or with null, returns to default) one bet type's odds for a merchant and answers all of
     * its odds. Pass the operator route's open transaction as `tx` to commit with its audit row.
     */
    async setOdds(
      merchantId: number,
      gameCode: string,
      betType: string,
      odds: number | null,
      tx?: Tx,
    ): Promise<OddsAnswer> {
      const game = gameOf(gameCode)
      if (defaultCents(game.family, betType) === null)
        throw new AppError(400, LotteryErrorCode.betInvalid, { betType }, { reason: 'betType' })
      // The table's check allows 1.01 to 100 000 (odds below 1 would pay back less than the stake).
      if (odds !== null && !(odds >= 1.01 && odds <= 100_000))
        throw new AppError(400, 'request_param_err', { detail: 'odds' })
      const apply = async (q: Tx) => {
        const r = createLotteryRepository(q)
        if (odds === null) await r.clearOdds(merchantId, game.code, betType)
        else await r.setOdds(merchantId, game.code, betType, Math.round(odds * CENTS), clock.now())
        return oddsAnswer(q, merchantId)
      }
      return tx ? apply(tx) : inTransaction(db, apply)
    },
  }
}
export type LotteryService = ReturnType<typeof createLotteryService>
