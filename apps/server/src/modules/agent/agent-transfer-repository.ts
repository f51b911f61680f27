import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { agentTransfers } from '../../db/schema.ts'

/** Request keys of agent money calls; written in the transfer's own transaction. */
export function createAgentTransferRepository() {
  return {
    /**
     * Records a money call under its request key. 'new' on first sight; 'replay' when the key
     * was used with the same body; 'conflict' with another body. A concurrent call with the same
     * key waits on the unique index until the first one commits or rolls back.
     */
    async claimRequest(
      tx: Tx,
      v: { merchantId: number; memberId: number; requestKey: string; kind: string; requestHash: string },
    ): Promise<'new' | 'replay' | 'conflict'> {
      const [created] = await tx
        .insert(agentTransfers)
        .values(v)
        .onConflictDoNothing({ target: [agentTransfers.memberId, agentTransfers.requestKey] })
        .returning({ id: agentTransfers.id })
      if (created) return 'new'
      const [first] = await tx
        .select({ kind: agentTransfers.kind, requestHash: agentTransfers.requestHash })
        .from(agentTransfers)
        .where(and(eq(agentTransfers.memberId, v.memberId), eq(agentTransfers.requestKey, v.requestKey)))
      return first && first.kind === v.kind && first.requestHash === v.requestHash ? 'replay' : 'conflict'
    },
  }
}
