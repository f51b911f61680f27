import { and, desc, eq, sql } from 'drizzle-orm'
import { type Db, type Tx, rows } from '../../db/client.ts'
import { agentContracts } from '../../db/schema.ts'

export type ContractRow = typeof agentContracts.$inferSelect

/** Salary and dividend contracts between an agent and a direct downline. */
export function createAgentContractRepository(db: Db) {
  return {
    async contractsOf(toMemberId: number, kind: string) {
      return db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.toMemberId, toMemberId), eq(agentContracts.kind, kind)))
        .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
        .limit(20)
    },
    /** Kinds with a pending offer and kinds with a contract in force, for one member. */
    async contractStates(toMemberId: number) {
      const list = await db
        .select({ kind: agentContracts.kind, status: agentContracts.status })
        .from(agentContracts)
        .where(and(eq(agentContracts.toMemberId, toMemberId), sql`${agentContracts.status} in ('pending', 'accepted')`))
      return {
        pending: new Set(list.filter((c) => c.status === 'pending').map((c) => c.kind)),
        accepted: new Set(list.filter((c) => c.status === 'accepted').map((c) => c.kind)),
      }
    },
    /** The member's contract of this kind, row-locked until the transaction ends; null when absent. */
    async lockContract(tx: Tx, c: { id: number; toMemberId: number; kind: string }): Promise<ContractRow | null> {
      const [found] = await tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.id, c.id),
            eq(agentContracts.toMemberId, c.toMemberId),
            eq(agentContracts.kind, c.kind),
          ),
        )
        .for('update')
      return found ?? null
    },
    /** Ends the member's contract in force of this kind (one accepted per kind). */
    async endAccepted(tx: Tx, toMemberId: number, kind: string, now: Date): Promise<void> {
      await tx
        .update(agentContracts)
        .set({ status: 'ended', decidedAt: now })
        .where(
          and(
            eq(agentContracts.toMemberId, toMemberId),
            eq(agentContracts.kind, kind),
            eq(agentContracts.status, 'accepted'),
          ),
        )
    },
    async decide(tx: Tx, id: number, status: 'accepted' | 'rejected', now: Date): Promise<ContractRow | null> {
      const [updated] = await tx
        .update(agentContracts)
        .set({ status, decidedAt: now })
        .where(eq(agentContracts.id, id))
        .returning()
      return updated ?? null
    },
    /** A new pending offer; null when the member already has one of this kind pending. */
    async insertOffer(v: typeof agentContracts.$inferInsert): Promise<ContractRow | null> {
      const [row] = await db.insert(agentContracts).values(v).onConflictDoNothing().returning()
      return row ?? null
    },
    async usernamesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map()
      const found = await rows<{ id: string; username: string }>(
        db,
        sql`select id::text as id, username from members where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      )
      return new Map(found.map((r) => [Number(r.id), r.username]))
    },
  }
}
