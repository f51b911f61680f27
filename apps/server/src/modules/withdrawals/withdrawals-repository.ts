/**
 * SQL of withdrawal rows: asking, locking, listing and the sums on hold (the limits a request is
 * held to: withdrawal-limits-repository.ts). Misses answer null; the services map them to errors.
 */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bankCards, members, merchants, withdrawals } from '../../db/schema.ts'

export type WithdrawalRow = typeof withdrawals.$inferSelect

/** A withdrawal with what the screens show of its card and member. */
export interface WithdrawalView extends WithdrawalRow {
  bankCode: string
  bankName: string
  accountName: string
  accountNumber: string
  username: string
}

/** Statuses whose amount sits in the holds account. */
export const OPEN_STATUSES = ['pending', 'approved'] as const

const viewColumns = {
  bankCode: bankCards.bankCode,
  bankName: bankCards.bankName,
  accountName: bankCards.accountName,
  accountNumber: bankCards.accountNumber,
  username: members.username,
}

export function createWithdrawalsRepository(db: Db | Tx) {
  const view = () =>
    db
      .select({ w: withdrawals, ...viewColumns })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
      .innerJoin(members, eq(members.id, withdrawals.memberId))
  const flat = (r: { w: WithdrawalRow } & Omit<WithdrawalView, keyof WithdrawalRow>): WithdrawalView => {
    const { w, ...rest } = r
    return { ...w, ...rest }
  }

  return {
    async byRequestKey(memberId: number, requestKey: string): Promise<WithdrawalView | null> {
      const [row] = await view().where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestKey, requestKey)))
      return row ? flat(row) : null
    },

    async byOrderNo(merchantId: number, orderNo: string): Promise<WithdrawalView | null> {
      const [row] = await view().where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.orderNo, orderNo)))
      return row ? flat(row) : null
    },

    /** Locks the row for a change of status; every transition takes this lock first. */
    async lockByOrderNo(merchantId: number, orderNo: string): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.orderNo, orderNo)))
        .for('update')
      return row ?? null
    },

    async insert(v: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
      const [row] = await db.insert(withdrawals).values(v).returning()
      if (!row) throw new Error('withdrawal insert returned nothing')
      return row
    },

    async setStatus(
      id: number,
      v: Partial<Pick<WithdrawalRow, 'status' | 'note' | 'reviewedBy' | 'provider' | 'providerPayoutId'>> & {
        updatedAt: Date
      },
    ): Promise<void> {
      await db.update(withdrawals).set(v).where(eq(withdrawals.id, id))
    },

    /** The member's open withdrawals (their amount is on hold), newest first. */
    async open(memberId: number): Promise<WithdrawalView[]> {
      const found = await view()
        .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, [...OPEN_STATUSES])))
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      return found.map(flat)
    },

    async page(
      where: { memberId?: number; merchantId?: number; status?: string; from?: Date | null; to?: Date | null },
      { pageNo, pageSize }: { pageNo: number; pageSize: number },
    ): Promise<{ rows: WithdrawalView[]; total: number }> {
      const cond = and(
        where.memberId !== undefined ? eq(withdrawals.memberId, where.memberId) : undefined,
        where.merchantId !== undefined ? eq(withdrawals.merchantId, where.merchantId) : undefined,
        where.status ? eq(withdrawals.status, where.status) : undefined,
        where.from ? gte(withdrawals.createdAt, where.from) : undefined,
        where.to ? lt(withdrawals.createdAt, where.to) : undefined,
      )
      const [total] = await db.select({ n: count() }).from(withdrawals).where(cond)
      const found = await view()
        .where(cond)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
      return { rows: found.map(flat), total: total?.n ?? 0 }
    },

    /** Sum of the merchant's open withdrawals in a currency: what its holds account must hold. */
    async openSum(merchantId: number, currency: string): Promise<bigint> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.currency, currency),
            inArray(withdrawals.status, [...OPEN_STATUSES]),
          ),
        )
      return BigInt(row?.sum ?? '0')
    },

    async memberOpenSum(memberId: number): Promise<bigint> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, [...OPEN_STATUSES])))
      return BigInt(row?.sum ?? '0')
    },

    /** The merchant code of a merchant id (payout requests name the merchant by code). */
    async merchantCode(merchantId: number): Promise<string | null> {
      const [row] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, merchantId))
      return row?.code ?? null
    },
  }
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>
