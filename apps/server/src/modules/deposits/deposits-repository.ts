/**
 * SQL of deposits (channels and promotions: deposit-channels-repository.ts). Functions that take
 * `q` run in the caller's transaction; the rest on the database.
 */
import { and, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import { depositPromotions, deposits, members, merchants, paymentChannels } from '../../db/schema.ts'

export type DepositRow = typeof deposits.$inferSelect
export type NewDeposit = typeof deposits.$inferInsert
type Q = Db | Tx

/** A deposit as screens show it: without the receipt's bytes, with its channel and promotion. */
const view = {
  id: deposits.id,
  merchantId: deposits.merchantId,
  memberId: deposits.memberId,
  orderNo: deposits.orderNo,
  provider: deposits.provider,
  status: deposits.status,
  amountMinor: deposits.amountMinor,
  feeMinor: deposits.feeMinor,
  creditedMinor: deposits.creditedMinor,
  paidMinor: deposits.paidMinor,
  currency: deposits.currency,
  payerReference: deposits.payerReference,
  transferredAt: deposits.transferredAt,
  receiptMime: deposits.receiptMime,
  note: deposits.note,
  createdAt: deposits.createdAt,
  updatedAt: deposits.updatedAt,
  channelCode: paymentChannels.code,
  channelNames: paymentChannels.names,
  kind: paymentChannels.kind,
  promoNames: depositPromotions.names,
  member: members.username,
}
const page = (p: { pageNo: number; pageSize: number }) => ({ limit: p.pageSize, offset: (p.pageNo - 1) * p.pageSize })

const views = (q: Q) =>
  q
    .select(view)
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .leftJoin(depositPromotions, eq(depositPromotions.id, deposits.promoId))
export type DepositView = Awaited<ReturnType<typeof views>>[number]

export interface DepositFilter {
  merchantId?: number
  memberId?: number
  status?: string | undefined
  from?: Date | null
  to?: Date | null
}

export function createDepositsRepository(db: Db) {
  return {
    // ---- deposits ----
    /** The new deposit, or null when the member's request key is taken (a retry). */
    async insert(q: Q, v: NewDeposit): Promise<DepositRow | null> {
      const [row] = await q
        .insert(deposits)
        .values(v)
        .onConflictDoNothing({ target: [deposits.memberId, deposits.requestKey] })
        .returning()
      return row ?? null
    },
    async byRequestKey(memberId: number, requestKey: string): Promise<DepositRow | null> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.requestKey, requestKey)))
      return row ?? null
    },
    /** The deposit locked until the transaction ends: every change of status goes through here. */
    async lock(q: Q, orderNo: string): Promise<DepositRow | null> {
      const [row] = await q.select().from(deposits).where(eq(deposits.orderNo, orderNo)).for('update')
      return row ?? null
    },
    async update(q: Q, id: number, patch: Partial<NewDeposit>) {
      await q.update(deposits).set(patch).where(eq(deposits.id, id))
    },
    async setProviderTxn(id: number, providerTxnId: string) {
      await db
        .update(deposits)
        .set({ providerTxnId })
        .where(and(eq(deposits.id, id), sql`${deposits.providerTxnId} is null`))
    },
    /** Serialises a member's deposit requests (the cap on open transfers is counted under it). */
    async lockMember(q: Q, memberId: number) {
      await q.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
    },
    async openCount(q: Q, memberId: number, kind: 'manual' | 'gateway'): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(deposits)
        .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
        .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'pending'), eq(paymentChannels.kind, kind)))
      return Number(row?.n ?? 0)
    },
    async view(q: Q, where: SQL): Promise<DepositView | null> {
      const [row] = await views(q).where(where)
      return row ?? null
    },
    viewByOrderNo(orderNo: string, memberId?: number) {
      return this.view(
        db,
        and(eq(deposits.orderNo, orderNo), memberId === undefined ? undefined : eq(deposits.memberId, memberId)) as SQL,
      )
    },
    /** A page of deposits, newest first: a member's or a merchant's, of one status, created in [from, to). */
    async viewPage(f: DepositFilter, p: { pageNo: number; pageSize: number }) {
      const where = and(
        f.merchantId === undefined ? undefined : eq(deposits.merchantId, f.merchantId),
        f.memberId === undefined ? undefined : eq(deposits.memberId, f.memberId),
        f.status ? eq(deposits.status, f.status) : undefined,
        f.from ? gte(deposits.createdAt, f.from) : undefined,
        f.to ? lt(deposits.createdAt, f.to) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        views(db)
          .where(where)
          .orderBy(desc(deposits.createdAt), desc(deposits.id))
          .limit(page(p).limit)
          .offset(page(p).offset),
        db.select({ n: count() }).from(deposits).where(where),
      ])
      return { rows, total: Number(total?.n ?? 0) }
    },
    async receipt(merchantId: number, orderNo: string) {
      const [row] = await db
        .select({ mime: deposits.receiptMime, bytes: deposits.receipt })
        .from(deposits)
        .where(and(eq(deposits.merchantId, merchantId), eq(deposits.orderNo, orderNo)))
      return row?.mime && row.bytes ? { mime: row.mime, bytes: row.bytes } : null
    },

    /**
     * Claims gateway deposits still pending that were created before `createdBefore` and not
     * looked at since `leaseBefore`: their `updated_at` moves to `now`, so a second server running
     * the same job skips them (locked rows are skipped, claimed rows are too new). The least
     * recently looked at come first, so a backlog larger than a batch still reaches every deposit.
     */
    async claimForReconcile(a: {
      now: Date
      createdBefore: Date
      leaseBefore: Date
      merchantId?: number | undefined
      limit: number
    }) {
      return inTransaction(db, async (tx) => {
        const picked = await tx
          .select({ id: deposits.id })
          .from(deposits)
          .where(
            and(
              eq(deposits.status, 'pending'),
              ne(deposits.provider, 'manual'),
              lt(deposits.createdAt, a.createdBefore),
              lt(deposits.updatedAt, a.leaseBefore),
              a.merchantId === undefined ? undefined : eq(deposits.merchantId, a.merchantId),
            ),
          )
          .orderBy(deposits.updatedAt, deposits.id)
          .limit(a.limit)
          .for('update', { skipLocked: true })
        if (!picked.length) return []
        const ids = picked.map((p) => p.id)
        await tx.update(deposits).set({ updatedAt: a.now }).where(inArray(deposits.id, ids))
        return tx
          .select({
            id: deposits.id,
            orderNo: deposits.orderNo,
            provider: deposits.provider,
            createdAt: deposits.createdAt,
            merchantCode: merchants.code,
          })
          .from(deposits)
          .innerJoin(merchants, eq(merchants.id, deposits.merchantId))
          .where(inArray(deposits.id, ids))
          .orderBy(deposits.id)
      })
    },

    async merchantCodeOf(q: Q, merchantId: number): Promise<string | null> {
      const [row] = await q.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, merchantId))
      return row?.code ?? null
    },
  }
}
export type DepositsRepository = ReturnType<typeof createDepositsRepository>
