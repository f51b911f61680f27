/**
 * How a sub-order ends, the one place money leaves the house for lottery play: settled against its
 * numero's result (won or lost), cancelled by the player, or stopped because an earlier numero of
 * its chase won. Each end is one database transaction that locks the order, changes the sub-order
 * only if it is still pending (conditional UPDATE), posts the win or refund under a key derived from
 * the sub-order, and writes its game record; whoever did not update posts nothing.
 */
import { hitsOf, lotteryGame, winMinor } from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { rgDays } from '../responsible-gaming/rg-periods.ts'
import { createRgRepository } from '../responsible-gaming/rg-repository.ts'
import { ensureAccount, postTransaction } from '../wallet/ledger.ts'
import {
  createLotteryRepository,
  type LotteryRepository,
  type NumeroRow,
  type OrderRow,
  type SubOrderRow,
} from './lottery-repository.ts'

/** The provider name of lottery game records and postings. */
export const LOTTERY_PROVIDER = 'LOTTERY'

export type EndStatus = 'won' | 'lost' | 'cancelled' | 'stopped'

const ledgerKey = (status: EndStatus, subOrderId: number) =>
  status === 'cancelled'
    ? `lottery:cancel:${subOrderId}`
    : status === 'stopped'
      ? `lottery:stop:${subOrderId}`
      : `lottery:win:${subOrderId}`

/**
 * Ends one pending sub-order inside `tx` (the caller holds the order's lock): the status change,
 * the money (a win pays stake × odds × hits, a cancel or stop refunds the amount) and the game
 * record. Answers null when the sub-order was no longer pending.
 */
export async function endSubOrder(
  tx: Tx,
  repo: LotteryRepository,
  order: OrderRow,
  subOrderId: number,
  status: EndStatus,
  win: bigint,
  now: Date,
): Promise<SubOrderRow | null> {
  const refund = status === 'cancelled' || status === 'stopped'
  const sub = await repo.endSubOrder(subOrderId, { status, winMinor: refund ? 0n : win, settledAt: now })
  if (!sub) return null
  const paid = refund ? sub.amountMinor : win
  const key = ledgerKey(status, sub.id)
  if (paid > 0n) {
    const wallet = await ensureAccount(tx, {
      merchantId: order.merchantId,
      kind: 'member',
      memberId: order.memberId,
      currency: order.currency,
    })
    const house = await ensureAccount(tx, { merchantId: order.merchantId, kind: 'house', currency: order.currency })
    await postTransaction(tx, {
      merchantId: order.merchantId,
      key,
      kind: refund ? 'rollback' : 'win',
      reason: order.gameCode,
      memberId: order.memberId,
      legs: [
        { accountId: house, amount: -paid },
        { accountId: wallet, amount: paid },
      ],
      meta: { provider: LOTTERY_PROVIDER, orderId: order.id, subOrderId: sub.id },
    })
    // As for the other games' wins and rollbacks: a win lowers the net loss of the day it is paid,
    // a refund takes its stake off the day the order counted it (responsible-gaming limits).
    const player = await repo.member(order.memberId)
    if (player) {
      const day = rgDays(refund ? order.createdAt : now, player.timeZone)[0]
      await createRgRepository(tx).record(order.memberId, day, refund ? -paid : 0n, refund ? 0n : paid)
    }
  }
  await repo.insertRound({
    provider: LOTTERY_PROVIDER,
    roundId: `lottery:${sub.id}`,
    merchantId: order.merchantId,
    memberId: order.memberId,
    gameCode: order.gameCode,
    currency: order.currency,
    status: refund ? 'rolled_back' : 'settled',
    betMinor: sub.amountMinor,
    winMinor: paid,
    closedBy: key,
    detail: { orderId: order.id, subOrderId: sub.id, betType: sub.betType, picks: sub.picks, status },
    createdAt: order.createdAt,
    closedAt: now,
  })
  return sub
}

/** What settling one sub-order did: `deferred` when an earlier numero of its stop-on-win chase is still pending. */
export type SettleOutcome = 'won' | 'lost' | 'deferred' | 'skipped'

/**
 * Settles one sub-order of a drawn numero in its own transaction. With stop-on-win, a win stops
 * (and refunds) the order's pending sub-orders of later numeros in the same transaction; a later
 * sub-order waits until the earlier ones are settled, so the stop rule holds even when several
 * numeros are drawn at once after downtime or two schedulers settle side by side.
 */
export function settleSubOrder(db: Db, clock: Clock, subOrderId: number, numero: NumeroRow): Promise<SettleOutcome> {
  const game = lotteryGame(numero.gameCode)
  if (!game) throw new Error(`lottery numero ${numero.id} names an unknown game ${numero.gameCode}`)
  const result = numero.result
  if (!result) throw new Error(`lottery numero ${numero.id} has no result`)
  return inTransaction(db, async (tx) => {
    const repo = createLotteryRepository(tx)
    const found = await repo.subOrder(subOrderId)
    if (found?.sub.status !== 'pending') return 'skipped'
    const order = await repo.lockOrder(found.sub.orderId)
    if (!order) throw new Error(`lottery sub-order ${subOrderId} has no order`)
    if (order.stopOnWin && (await repo.earlierPending(order.id, numero.drawsAt))) return 'deferred'
    const now = clock.now()
    const sub = found.sub
    const hits = hitsOf(game.family, sub.betType, sub.picks, result)
    const win = hits > 0 ? winMinor(sub.stakeMinor, sub.oddsCents, hits) : 0n
    const status = win > 0n ? 'won' : 'lost'
    const ended = await endSubOrder(tx, repo, order, sub.id, status, win, now)
    if (!ended) return 'skipped'
    if (status === 'won' && order.stopOnWin)
      for (const later of await repo.laterPendingIds(order.id, numero.drawsAt))
        await endSubOrder(tx, repo, order, later, 'stopped', 0n, now)
    await repo.settleOrderIfDone(order.id)
    return status
  })
}

/**
 * Settles every pending sub-order of a drawn numero, then marks it settled when none is left.
 * Answers how many sub-orders this call settled.
 */
export async function settleNumero(db: Db, clock: Clock, numero: NumeroRow): Promise<number> {
  let settled = 0
  for (const id of await createLotteryRepository(db).pendingSubOrderIds(numero.id)) {
    const outcome = await settleSubOrder(db, clock, id, numero)
    if (outcome === 'won' || outcome === 'lost') settled++
  }
  await createLotteryRepository(db).settleNumeroIfDone(numero.id, clock.now())
  return settled
}
