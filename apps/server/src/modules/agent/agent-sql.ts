/** SQL every agent repository shares: the team CTE. */
import { sql } from 'drizzle-orm'

/** Deeper than any real tree; stops a corrupted parent chain (a cycle) from recursing for ever. */
const MAX_DEPTH = 64

/** `team(id, level, branch)`: descendants of `agentId`, their depth (1 = direct) and the direct downline above them. */
export const teamCte = (merchantId: number, agentId: number) => sql`
  team(id, level, branch) as (
    select m.id, 1, m.id from members m where m.parent_id = ${agentId} and m.merchant_id = ${merchantId}
    union all
    select c.id, t.level + 1, t.branch from members c join team t on c.parent_id = t.id
    where c.merchant_id = ${merchantId} and t.level < ${MAX_DEPTH}
  )`
