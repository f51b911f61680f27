/** SQL of members' payout cards. Removed cards keep their row: withdrawals point at them. */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bankCards, members, withdrawals } from '../../db/schema.ts'
import { OPEN_STATUSES } from './withdrawals-repository.ts'

export type BankCardRow = typeof bankCards.$inferSelect

export function createBankCardsRepository(db: Db | Tx) {
  return {
    async live(memberId: number): Promise<BankCardRow[]> {
      return db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
        .orderBy(asc(bankCards.createdAt), asc(bankCards.id))
    },

    async liveCard(memberId: number, id: number): Promise<BankCardRow | null> {
      const [row] = await db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
      return row ?? null
    },

    /** The member's payee name; locks the member row so two binds cannot both pass the cap. */
    async lockMember(memberId: number): Promise<{ payeeName: string | null } | null> {
      const [row] = await db
        .select({ payeeName: members.payeeName })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update')
      return row ?? null
    },

    async liveCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bankCards)
        .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
      return row?.n ?? 0
    },

    /** Inserts a card; null when the member already holds a live card with that number. */
    async insert(v: typeof bankCards.$inferInsert): Promise<BankCardRow | null> {
      const [row] = await db.insert(bankCards).values(v).onConflictDoNothing().returning()
      return row ?? null
    },

    async hasOpenWithdrawal(cardId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.bankCardId, cardId), inArray(withdrawals.status, [...OPEN_STATUSES])))
      return (row?.n ?? 0) > 0
    },

    /** Locks the card row (a withdrawal to it and its removal exclude each other). */
    async lockLive(memberId: number, id: number): Promise<BankCardRow | null> {
      const [row] = await db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
        .for('update')
      return row ?? null
    },

    async remove(id: number, now: Date): Promise<void> {
      await db.update(bankCards).set({ removedAt: now }).where(eq(bankCards.id, id))
    },
  }
}
export type BankCardsRepository = ReturnType<typeof createBankCardsRepository>
