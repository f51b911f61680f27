/**
 * The agent tree as the back office walks it: one level at a time (the merchant's top-level
 * agents, or one member's direct downlines). Team figures come from the agent module's own
 * queries (agent-repository.ts), so the back office and the agent's app never disagree.
 */
import { type RED_RAIN_STATUSES, NON_AGENT_TYPES } from '@parlor/contract'
import { desc, inArray, sql } from 'drizzle-orm'
import { type Db, rows } from '../../db/client.ts'
import { agentContracts } from '../../db/schema.ts'
import { createAgentTeamRepository } from '../agent/agent-repository.ts'

/** More than any screen lists at once: a level larger than this shows its first rows. */
export const LEVEL_LIMIT = 500

export function createBoAgentsRepository(db: Db) {
  const team = createAgentTeamRepository(db)
  return {
    team,

    /** Top-level agents (no upline) of the merchant, or the direct downlines of `parentId`. */
    async level(merchantId: number, parentId: number | null) {
      const where =
        parentId === null
          ? sql`m.parent_id is null and m.type not in (${sql.join(
              NON_AGENT_TYPES.map((t) => sql`${t}`),
              sql`, `,
            )})`
          : sql`m.parent_id = ${parentId}`
      const found = await rows<{ id: string; username: string; direct: number }>(
        db,
        sql`select m.id::text as id, m.username,
            (select count(*) from members c where c.parent_id = m.id and c.merchant_id = m.merchant_id)::int as direct
          from members m where m.merchant_id = ${merchantId} and ${where}
          order by m.username_key, m.id limit ${LEVEL_LIMIT}`,
      )
      return found.map((r) => ({ id: Number(r.id), username: r.username, directMembers: Number(r.direct) }))
    },

    /**
     * A page of the merchant's red-envelope rains, newest first, with what was opened so far.
     * The status is the one the agent's screen shows, worked out from the times against `now`.
     */
    async rains(
      merchantId: number,
      q: { status?: (typeof RED_RAIN_STATUSES)[number]; agent?: string; offset: number; limit: number },
      now: Date,
    ) {
      const at = now.toISOString()
      const status = {
        cancelled: sql`r.cancelled_at is not null`,
        scheduled: sql`r.cancelled_at is null and r.starts_at > ${at}`,
        open: sql`r.cancelled_at is null and r.starts_at <= ${at} and r.ends_at > ${at}`,
        ended: sql`r.cancelled_at is null and r.ends_at <= ${at}`,
      }
      const where = [
        sql`r.merchant_id = ${merchantId}`,
        ...(q.status ? [status[q.status]] : []),
        ...(q.agent ? [sql`m.username_key = ${q.agent.toLowerCase()}`] : []),
      ]
      return rows<{
        id: string
        agent_id: string
        username: string
        mode: string
        total: string
        envelopes: number
        opened: number
        opened_minor: string
        returned: string | null
        starts_at: Date | string
        ends_at: Date | string
        created_at: Date | string
        cancelled: boolean
        full_count: number
      }>(
        db,
        sql`select r.id::text as id, r.agent_id::text as agent_id, m.username, r.mode,
            r.total_minor::text as total, r.envelope_count as envelopes, r.returned_minor::text as returned,
            r.starts_at, r.ends_at, r.created_at, r.cancelled_at is not null as cancelled,
            (select count(*) from red_envelopes e where e.rain_id = r.id and e.claimed_at is not null)::int as opened,
            (select coalesce(sum(e.amount_minor), 0) from red_envelopes e
              where e.rain_id = r.id and e.claimed_at is not null)::text as opened_minor,
            count(*) over ()::int as full_count
          from red_envelope_rains r join members m on m.id = r.agent_id
          where ${sql.join(where, sql` and `)}
          order by r.id desc limit ${q.limit} offset ${q.offset}`,
      )
    },

    /** How deep the member sits: 1 for a member without an upline. */
    async depth(merchantId: number, memberId: number): Promise<number | null> {
      const [row] = await rows<{ depth: number | null }>(
        db,
        sql`with recursive up(id, parent_id, depth) as (
            select id, parent_id, 1 from members where id = ${memberId} and merchant_id = ${merchantId}
            union all
            select m.id, m.parent_id, u.depth + 1 from members m join up u on m.id = u.parent_id
            where u.depth < 64
          ) select max(depth)::int as depth from up`,
      )
      return row?.depth == null ? null : Number(row.depth)
    },

    /** Contracts offered to (pending) and held by these members, newest first. */
    async contracts(memberIds: number[]) {
      if (memberIds.length === 0) return []
      return db
        .select()
        .from(agentContracts)
        .where(inArray(agentContracts.toMemberId, memberIds))
        .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
    },

    /** The day the merchant's oldest member registered, in its time zone: where "all time" starts. */
    async firstDay(merchantId: number, timeZone: string): Promise<string | null> {
      const [row] = await rows<{ d: string | null }>(
        db,
        sql`select to_char((min(reg_date) at time zone ${timeZone}::text)::date, 'YYYY-MM-DD') as d
          from members where merchant_id = ${merchantId}`,
      )
      return row?.d ?? null
    },
  }
}
export type BoAgentsRepository = ReturnType<typeof createBoAgentsRepository>
