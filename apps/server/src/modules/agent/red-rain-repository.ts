/**
 * SQL of the red-envelope rain (decision 049). Every state change is a conditional update that
 * only one caller can win: an envelope is claimed where `claimed_at` and `returned_at` are still
 * null, a rain is settled where `settled_at` is still null. Writes take the caller's transaction.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { members, redEnvelopeRains, redEnvelopes } from '../../db/schema.ts'

export type RainRow = typeof redEnvelopeRains.$inferSelect
export type EnvelopeRow = typeof redEnvelopes.$inferSelect

export function createRedRainRepository(db: Db | Tx) {
  return {
    /** Inserts the rain under the agent's request key; null when the key was used before. */
    async insertRain(v: typeof redEnvelopeRains.$inferInsert): Promise<RainRow | null> {
      const [row] = await db
        .insert(redEnvelopeRains)
        .values(v)
        .onConflictDoNothing({ target: [redEnvelopeRains.agentId, redEnvelopeRains.requestKey] })
        .returning()
      return row ?? null
    },

    async rainByKey(agentId: number, requestKey: string): Promise<RainRow | null> {
      const [row] = await db
        .select()
        .from(redEnvelopeRains)
        .where(and(eq(redEnvelopeRains.agentId, agentId), eq(redEnvelopeRains.requestKey, requestKey)))
      return row ?? null
    },

    async rain(merchantId: number, agentId: number, id: number): Promise<RainRow | null> {
      const [row] = await db
        .select()
        .from(redEnvelopeRains)
        .where(
          and(
            eq(redEnvelopeRains.id, id),
            eq(redEnvelopeRains.merchantId, merchantId),
            eq(redEnvelopeRains.agentId, agentId),
          ),
        )
      return row ?? null
    },

    async setFunded(id: number, transactionId: number) {
      await db.update(redEnvelopeRains).set({ fundTransactionId: transactionId }).where(eq(redEnvelopeRains.id, id))
    },

    async insertEnvelopes(rainId: number, list: { memberId: number; amountMinor: bigint }[]) {
      await db.insert(redEnvelopes).values(list.map((e) => ({ rainId, ...e })))
    },

    /** The agent's newest rains. */
    async rainsOf(merchantId: number, agentId: number, limit: number): Promise<RainRow[]> {
      return db
        .select()
        .from(redEnvelopeRains)
        .where(and(eq(redEnvelopeRains.merchantId, merchantId), eq(redEnvelopeRains.agentId, agentId)))
        .orderBy(desc(redEnvelopeRains.id))
        .limit(limit)
    },

    /** The envelopes of these rains with their recipients' usernames, in recipient order. */
    async envelopesOf(rainIds: number[]) {
      if (rainIds.length === 0) return []
      return db
        .select({
          id: redEnvelopes.id,
          rainId: redEnvelopes.rainId,
          memberId: redEnvelopes.memberId,
          account: members.username,
          amountMinor: redEnvelopes.amountMinor,
          claimedAt: redEnvelopes.claimedAt,
          returnedAt: redEnvelopes.returnedAt,
        })
        .from(redEnvelopes)
        .innerJoin(members, eq(members.id, redEnvelopes.memberId))
        .where(inArray(redEnvelopes.rainId, rainIds))
        .orderBy(asc(redEnvelopes.id))
    },

    /** A member's unclaimed envelopes of rains not yet ended at `now`, with the sender. */
    async openFor(memberId: number, now: Date) {
      return db
        .select({
          id: redEnvelopes.id,
          from: members.username,
          startsAt: redEnvelopeRains.startsAt,
          endsAt: redEnvelopeRains.endsAt,
        })
        .from(redEnvelopes)
        .innerJoin(redEnvelopeRains, eq(redEnvelopeRains.id, redEnvelopes.rainId))
        .innerJoin(members, eq(members.id, redEnvelopeRains.agentId))
        .where(
          and(
            eq(redEnvelopes.memberId, memberId),
            isNull(redEnvelopes.claimedAt),
            isNull(redEnvelopes.returnedAt),
            sql`${redEnvelopeRains.endsAt} > ${now}`,
          ),
        )
        .orderBy(asc(redEnvelopeRains.startsAt), asc(redEnvelopes.id))
        .limit(50)
    },

    /** One envelope of the member, with its rain's window and sender; null when it is not theirs. */
    async envelopeFor(merchantId: number, memberId: number, id: number) {
      const [row] = await db
        .select({
          envelope: redEnvelopes,
          rain: redEnvelopeRains,
          from: members.username,
        })
        .from(redEnvelopes)
        .innerJoin(redEnvelopeRains, eq(redEnvelopeRains.id, redEnvelopes.rainId))
        .innerJoin(members, eq(members.id, redEnvelopeRains.agentId))
        .where(
          and(
            eq(redEnvelopes.id, id),
            eq(redEnvelopes.memberId, memberId),
            eq(redEnvelopeRains.merchantId, merchantId),
          ),
        )
      return row ?? null
    },

    /** Marks the envelope claimed unless it was claimed or returned; its amount, or null when not won. */
    async claim(id: number, now: Date): Promise<bigint | null> {
      const [row] = await db
        .update(redEnvelopes)
        .set({ claimedAt: now })
        .where(and(eq(redEnvelopes.id, id), isNull(redEnvelopes.claimedAt), isNull(redEnvelopes.returnedAt)))
        .returning({ amountMinor: redEnvelopes.amountMinor })
      return row?.amountMinor ?? null
    },

    async setClaimTransaction(id: number, transactionId: number) {
      await db.update(redEnvelopes).set({ transactionId }).where(eq(redEnvelopes.id, id))
    },

    /** Ids of rains whose window closed by `now` and that are not settled yet. */
    async due(now: Date, limit: number): Promise<number[]> {
      const found = await db
        .select({ id: redEnvelopeRains.id })
        .from(redEnvelopeRains)
        .where(and(isNull(redEnvelopeRains.settledAt), lte(redEnvelopeRains.endsAt, now)))
        .orderBy(asc(redEnvelopeRains.endsAt))
        .limit(limit)
      return found.map((r) => r.id)
    },

    /**
     * Settles the rain unless another caller did: after its window (`ended`), or on the agent's
     * cancel while it has not started (`cancelled`). The winner's row, else null.
     */
    async settle(
      id: number,
      now: Date,
      how: { kind: 'ended' } | { kind: 'cancelled'; merchantId: number; agentId: number },
    ): Promise<RainRow | null> {
      const [row] = await db
        .update(redEnvelopeRains)
        .set(how.kind === 'cancelled' ? { settledAt: now, cancelledAt: now } : { settledAt: now })
        .where(
          and(
            eq(redEnvelopeRains.id, id),
            isNull(redEnvelopeRains.settledAt),
            how.kind === 'ended'
              ? lte(redEnvelopeRains.endsAt, now)
              : and(
                  eq(redEnvelopeRains.merchantId, how.merchantId),
                  eq(redEnvelopeRains.agentId, how.agentId),
                  sql`${redEnvelopeRains.startsAt} > ${now}`,
                ),
          ),
        )
        .returning()
      return row ?? null
    },

    /** Marks the rain's unclaimed envelopes returned; answers the sum of what they held. */
    async returnUnclaimed(rainId: number, now: Date): Promise<bigint> {
      const returned = await db
        .update(redEnvelopes)
        .set({ returnedAt: now })
        .where(and(eq(redEnvelopes.rainId, rainId), isNull(redEnvelopes.claimedAt), isNull(redEnvelopes.returnedAt)))
        .returning({ amountMinor: redEnvelopes.amountMinor })
      return returned.reduce((s, r) => s + r.amountMinor, 0n)
    },

    async setReturned(id: number, returnedMinor: bigint, transactionId: number | null) {
      await db
        .update(redEnvelopeRains)
        .set({ returnedMinor, returnTransactionId: transactionId })
        .where(eq(redEnvelopeRains.id, id))
    },
  }
}
export type RedRainRepository = ReturnType<typeof createRedRainRepository>
