/**
 * SQL of the seamless-wallet interface: players as a provider sees them, game rounds (one row
 * per provider round, row-locked while a bet, win or rollback changes it) and the shared secret
 * a provider signs its calls with. Money itself moves only through the ledger; a bet and a win
 * open and settle their round inside the ledger's database functions (migration 0021).
 */
import { randomBytes } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { gameRounds, members, merchants, providerSecrets } from '../../db/schema.ts'

export type RoundRow = typeof gameRounds.$inferSelect

/** `q` is the database or the caller's open transaction (bet, win and rollback run in one). */
export function createProviderRepository(q: Db | Tx) {
  return {
    /** The member with their merchant's currency and time zone; null when unknown. */
    async player(playerId: number) {
      const [p] = await q
        .select({
          id: members.id,
          merchantId: members.merchantId,
          type: members.type,
          merchantCurrency: merchants.currency,
          timeZone: merchants.timeZone,
        })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(eq(members.id, playerId))
      return p ?? null
    },

    /** The round, row-locked until the transaction ends; null when unknown. */
    async lockRound(provider: string, roundId: string): Promise<RoundRow | null> {
      const [r] = await q
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundId, roundId)))
        .for('update')
      return r ?? null
    },

    async closeRound(
      id: number,
      close: { status: 'settled' | 'rolled_back'; closedBy: string; closedAt: Date } & Partial<
        Pick<RoundRow, 'winMinor' | 'detail'>
      >,
    ): Promise<void> {
      await q.update(gameRounds).set(close).where(eq(gameRounds.id, id))
    },

    /** Closes a round no bet was ever posted for, if it is still open. */
    async rollBackUnbetRound(provider: string, roundId: string, closedBy: string, closedAt: Date): Promise<boolean> {
      const closed = await q
        .update(gameRounds)
        .set({ status: 'rolled_back', closedBy, closedAt })
        .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundId, roundId), eq(gameRounds.status, 'open')))
        .returning({ id: gameRounds.id })
      return closed.length > 0
    },

    /** The member's open rounds with this provider, with the game session each belongs to. */
    openRounds(provider: string, memberId: number) {
      return q
        .select({ id: gameRounds.id, session: gameRounds.gameSessionId })
        .from(gameRounds)
        .where(and(eq(gameRounds.provider, provider), eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'open')))
    },

    /** Rounds opened before `before` and still open (all members, or one). */
    staleOpenRounds(provider: string, before: Date, memberId?: number) {
      return q
        .select({ roundId: gameRounds.roundId, memberId: gameRounds.memberId })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.provider, provider),
            eq(gameRounds.status, 'open'),
            lt(gameRounds.createdAt, before),
            memberId === undefined ? undefined : eq(gameRounds.memberId, memberId),
          ),
        )
    },

    /** The provider's signing secret, made on first use when none is configured. */
    async secret(provider: string): Promise<string | null> {
      await q
        .insert(providerSecrets)
        .values({ provider, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing()
      const [row] = await q
        .select({ secret: providerSecrets.secret })
        .from(providerSecrets)
        .where(eq(providerSecrets.provider, provider))
      return row?.secret ?? null
    },
  }
}
export type ProviderRepository = ReturnType<typeof createProviderRepository>
