/**
 * SQL of the lottery engine: numeros (shared draws), members' orders and their sub-orders, and the
 * merchants' odds. Every status change is a conditional UPDATE on the status it expects, so two
 * schedulers or a scheduler and a player never both act on one row: only the one that updated goes
 * on to post money. Money itself moves only through the ledger.
 */
import { createProviderRepository } from '../inhouse/provider-repository.ts'
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { gameRounds, lotteryNumeros, lotteryOdds, lotteryOrders, lotterySuborders } from '../../db/schema.ts'

export type NumeroRow = typeof lotteryNumeros.$inferSelect
export type OrderRow = typeof lotteryOrders.$inferSelect
export type SubOrderRow = typeof lotterySuborders.$inferSelect
/** A sub-order with what its numero says about it (times, status, result). */
export type SubOrderWithNumero = {
  sub: SubOrderRow
  numero: Pick<NumeroRow, 'numero' | 'closesAt' | 'drawsAt' | 'status' | 'result'>
}

const numeroCols = {
  numero: lotteryNumeros.numero,
  closesAt: lotteryNumeros.closesAt,
  drawsAt: lotteryNumeros.drawsAt,
  status: lotteryNumeros.status,
  result: lotteryNumeros.result,
}

/** `q` is the database or the caller's open transaction (orders, settlement and cancel run in one). */
export function createLotteryRepository(q: Db | Tx) {
  return {
    /** The member with their merchant's currency; null when unknown (the same lookup as game providers'). */
    member: (memberId: number) => createProviderRepository(q).player(memberId),

    /** Creates the numero unless it exists; the row that exists keeps its seed and commitment. */
    async insertNumeroIfAbsent(v: typeof lotteryNumeros.$inferInsert): Promise<boolean> {
      const rows = await q
        .insert(lotteryNumeros)
        .values(v)
        .onConflictDoNothing({ target: [lotteryNumeros.gameCode, lotteryNumeros.numero] })
        .returning({ id: lotteryNumeros.id })
      return rows.length > 0
    },

    async numero(gameCode: string, numero: string): Promise<NumeroRow | null> {
      const [row] = await q
        .select()
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameCode, gameCode), eq(lotteryNumeros.numero, numero)))
      return row ?? null
    },

    /**
     * The numeros named, share-locked until the transaction ends, in draw order: a draw (an UPDATE)
     * waits until the order that checked them is committed.
     */
    lockNumerosShared(gameCode: string, numeros: string[]): Promise<NumeroRow[]> {
      return q
        .select()
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameCode, gameCode), inArray(lotteryNumeros.numero, numeros)))
        .orderBy(asc(lotteryNumeros.drawsAt))
        .for('share')
    },

    /** Drawn (or settled) numeros of a game, newest first. */
    drawnNumeros(gameCode: string, size: number): Promise<NumeroRow[]> {
      return q
        .select()
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameCode, gameCode), ne(lotteryNumeros.status, 'scheduled')))
        .orderBy(desc(lotteryNumeros.drawsAt))
        .limit(size)
    },

    /** Numeros whose draw time has come and that nobody drew yet (all games), oldest first. */
    dueNumeros(now: Date): Promise<NumeroRow[]> {
      return q
        .select()
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.status, 'scheduled'), lte(lotteryNumeros.drawsAt, now)))
        .orderBy(asc(lotteryNumeros.drawsAt), asc(lotteryNumeros.id))
    },

    /** Reveals the result; null when another drawer was first or the draw time has not come. */
    async drawNumero(id: number, result: string[], now: Date): Promise<NumeroRow | null> {
      const [row] = await q
        .update(lotteryNumeros)
        .set({ status: 'drawn', result, drawnAt: now })
        .where(and(eq(lotteryNumeros.id, id), eq(lotteryNumeros.status, 'scheduled'), lte(lotteryNumeros.drawsAt, now)))
        .returning()
      return row ?? null
    },

    /** Drawn numeros whose settlement has not finished, in draw order. */
    unsettledNumeros(): Promise<NumeroRow[]> {
      return q
        .select()
        .from(lotteryNumeros)
        .where(eq(lotteryNumeros.status, 'drawn'))
        .orderBy(asc(lotteryNumeros.drawsAt), asc(lotteryNumeros.id))
    },

    /** Marks a drawn numero settled once none of its sub-orders is pending. */
    async settleNumeroIfDone(id: number, now: Date): Promise<boolean> {
      const rows = await q
        .update(lotteryNumeros)
        .set({ status: 'settled', settledAt: now })
        .where(
          and(
            eq(lotteryNumeros.id, id),
            eq(lotteryNumeros.status, 'drawn'),
            sql`not exists (select 1 from lottery_suborders s where s.numero_id = ${id} and s.status = 'pending')`,
          ),
        )
        .returning({ id: lotteryNumeros.id })
      return rows.length > 0
    },

    async pendingSubOrderIds(numeroId: number): Promise<number[]> {
      const rows = await q
        .select({ id: lotterySuborders.id })
        .from(lotterySuborders)
        .where(and(eq(lotterySuborders.numeroId, numeroId), eq(lotterySuborders.status, 'pending')))
        .orderBy(asc(lotterySuborders.id))
      return rows.map((r) => r.id)
    },

    async orderByRequest(memberId: number, requestKey: string): Promise<OrderRow | null> {
      const [row] = await q
        .select()
        .from(lotteryOrders)
        .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.requestKey, requestKey)))
      return row ?? null
    },

    /** The new order's row; null when the member already has an order with this request key. */
    async insertOrderIfAbsent(v: typeof lotteryOrders.$inferInsert): Promise<OrderRow | null> {
      const [row] = await q
        .insert(lotteryOrders)
        .values(v)
        .onConflictDoNothing({ target: [lotteryOrders.memberId, lotteryOrders.requestKey] })
        .returning()
      return row ?? null
    },

    async insertSubOrders(v: (typeof lotterySuborders.$inferInsert)[]): Promise<void> {
      if (v.length > 0) await q.insert(lotterySuborders).values(v)
    },

    async order(orderId: number): Promise<OrderRow | null> {
      const [row] = await q.select().from(lotteryOrders).where(eq(lotteryOrders.id, orderId))
      return row ?? null
    },

    /** The order row-locked: every sub-order change of one order queues here, so "none pending" is exact. */
    async lockOrder(orderId: number): Promise<OrderRow | null> {
      const [row] = await q.select().from(lotteryOrders).where(eq(lotteryOrders.id, orderId)).for('update')
      return row ?? null
    },

    async settleOrderIfDone(orderId: number): Promise<void> {
      await q
        .update(lotteryOrders)
        .set({ status: 'settled' })
        .where(
          and(
            eq(lotteryOrders.id, orderId),
            eq(lotteryOrders.status, 'pending'),
            sql`not exists (select 1 from lottery_suborders s where s.order_id = ${orderId} and s.status = 'pending')`,
          ),
        )
    },

    /** A sub-order with its numero; null when unknown. */
    async subOrder(id: number): Promise<SubOrderWithNumero | null> {
      const [row] = await q
        .select({ sub: lotterySuborders, numero: numeroCols })
        .from(lotterySuborders)
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotterySuborders.numeroId))
        .where(eq(lotterySuborders.id, id))
      return row ?? null
    },

    /** An order's sub-orders with their numeros, in draw order. */
    subOrdersOf(orderId: number): Promise<SubOrderWithNumero[]> {
      return q
        .select({ sub: lotterySuborders, numero: numeroCols })
        .from(lotterySuborders)
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotterySuborders.numeroId))
        .where(eq(lotterySuborders.orderId, orderId))
        .orderBy(asc(lotteryNumeros.drawsAt), asc(lotterySuborders.id))
    },

    /** Whether a sub-order of the order on a numero drawn before `drawsAt` is still pending. */
    async earlierPending(orderId: number, drawsAt: Date): Promise<boolean> {
      const [row] = await q
        .select({ id: lotterySuborders.id })
        .from(lotterySuborders)
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotterySuborders.numeroId))
        .where(
          and(
            eq(lotterySuborders.orderId, orderId),
            eq(lotterySuborders.status, 'pending'),
            lt(lotteryNumeros.drawsAt, drawsAt),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    /** Pending sub-orders of the order on numeros drawn after `drawsAt` (a chase to stop). */
    async laterPendingIds(orderId: number, drawsAt: Date): Promise<number[]> {
      const rows = await q
        .select({ id: lotterySuborders.id })
        .from(lotterySuborders)
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotterySuborders.numeroId))
        .where(
          and(
            eq(lotterySuborders.orderId, orderId),
            eq(lotterySuborders.status, 'pending'),
            gt(lotteryNumeros.drawsAt, drawsAt),
          ),
        )
        .orderBy(asc(lotterySuborders.id))
      return rows.map((r) => r.id)
    },

    /** Ends a pending sub-order; null when it was no longer pending (someone else ended it). */
    async endSubOrder(
      id: number,
      end: { status: 'won' | 'lost' | 'cancelled' | 'stopped'; winMinor: bigint; settledAt: Date },
    ): Promise<SubOrderRow | null> {
      const [row] = await q
        .update(lotterySuborders)
        .set(end)
        .where(and(eq(lotterySuborders.id, id), eq(lotterySuborders.status, 'pending')))
        .returning()
      return row ?? null
    },

    /** The member's orders, newest first, with what they won and had refunded. */
    async ordersOf(memberId: number, gameCode: string | undefined, pageNo: number, pageSize: number) {
      const where = and(
        eq(lotteryOrders.memberId, memberId),
        gameCode === undefined ? undefined : eq(lotteryOrders.gameCode, gameCode),
      )
      const list = await q
        .select({
          order: lotteryOrders,
          // Spelled out: drizzle leaves columns unqualified here, and inside the subquery a bare
          // "id" would be the sub-order's.
          winMinor: sql<string>`coalesce((select sum(s.win_minor) from lottery_suborders s where s.order_id = lottery_orders.id and s.status = 'won'), 0)::text`,
          refundedMinor: sql<string>`coalesce((select sum(s.amount_minor) from lottery_suborders s where s.order_id = lottery_orders.id and s.status in ('cancelled', 'stopped')), 0)::text`,
        })
        .from(lotteryOrders)
        .where(where)
        .orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
      const [total] = await q.select({ n: count() }).from(lotteryOrders).where(where)
      return { list, total: total?.n ?? 0 }
    },

    /** A merchant's odds overrides, in cents. */
    oddsOf(merchantId: number) {
      return q
        .select({ gameCode: lotteryOdds.gameCode, betType: lotteryOdds.betType, oddsCents: lotteryOdds.oddsCents })
        .from(lotteryOdds)
        .where(eq(lotteryOdds.merchantId, merchantId))
    },

    async setOdds(merchantId: number, gameCode: string, betType: string, oddsCents: number, at: Date): Promise<void> {
      await q
        .insert(lotteryOdds)
        .values({ merchantId, gameCode, betType, oddsCents, updatedAt: at })
        .onConflictDoUpdate({
          target: [lotteryOdds.merchantId, lotteryOdds.gameCode, lotteryOdds.betType],
          set: { oddsCents, updatedAt: at },
        })
    },

    async clearOdds(merchantId: number, gameCode: string, betType: string): Promise<void> {
      await q
        .delete(lotteryOdds)
        .where(
          and(
            eq(lotteryOdds.merchantId, merchantId),
            eq(lotteryOdds.gameCode, gameCode),
            eq(lotteryOdds.betType, betType),
          ),
        )
    },

    /** The game record of an ended sub-order, so game records and agent figures count lottery play. */
    async insertRound(v: typeof gameRounds.$inferInsert): Promise<void> {
      await q
        .insert(gameRounds)
        .values(v)
        .onConflictDoNothing({ target: [gameRounds.provider, gameRounds.roundId] })
    },
  }
}
export type LotteryRepository = ReturnType<typeof createLotteryRepository>
