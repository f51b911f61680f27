/**
 * Who a promotion is for (decision 038, amendment "audience"): every member, members holding
 * some VIP levels, members registered in the last N days, or the members of some agents' teams
 * (anywhere below them). Members outside a promotion's audience do not see it, cannot join or
 * claim it, and are not paid by its jobs.
 */
import { sql } from 'drizzle-orm'
import { type Db, rows, type Tx } from '../../db/client.ts'
import type { PromotionAudience } from '../../db/schema.ts'

const DAY_MS = 86_400_000

/** What the audience rules read of one member. */
export interface AudienceStanding {
  level: number | null
  regDate: Date
  /** The member's uplines, nearest first (its agent, that agent's agent…). */
  uplines: number[]
}

/** One round trip: the level held, the registration date and the chain of uplines. */
export async function audienceStanding(db: Db | Tx, memberId: number): Promise<AudienceStanding> {
  const found = await rows<{ id: string; depth: number; level: number | null; reg: Date | string }>(
    db,
    sql`with recursive up as (
          select m.id, m.parent_id, 0 as depth from members m where m.id = ${memberId}
          union all
          select p.id, p.parent_id, up.depth + 1 from members p join up on p.id = up.parent_id
          where up.depth < 50
        )
        select up.id::text as id, up.depth, mv.level, m.reg_date as reg
        from up join members m on m.id = up.id left join member_vip mv on mv.member_id = up.id
        order by up.depth`,
  )
  const self = found[0]
  if (!self) throw new Error(`no member ${memberId}`)
  return {
    level: self.level === null ? null : Number(self.level),
    regDate: new Date(self.reg),
    uplines: found.slice(1).map((r) => Number(r.id)),
  }
}

/** Whether a member of this standing is in the audience (null: every member) at `now`. */
export function inAudience(a: PromotionAudience | null, s: AudienceStanding, now: Date): boolean {
  if (!a || a.kind === 'ALL') return true
  if (a.kind === 'VIP') return s.level !== null && (a.vipLevels ?? []).includes(s.level)
  if (a.kind === 'NEW') return now.getTime() - s.regDate.getTime() <= (a.newWithinDays ?? 0) * DAY_MS
  return s.uplines.some((id) => (a.agentIds ?? []).includes(id))
}

/** For guests, who have no standing: only promotions for every member are shown. */
export const forEveryone = (a: PromotionAudience | null) => !a || a.kind === 'ALL'

/** The promotions of `list` shown to a member (null: a guest, who sees those for every member). */
export async function visibleTo<T extends { audience: PromotionAudience | null }>(
  db: Db | Tx,
  memberId: number | null,
  list: T[],
  now: Date,
): Promise<T[]> {
  if (list.every((p) => forEveryone(p.audience))) return list
  const standing = memberId === null ? null : await audienceStanding(db, memberId)
  return list.filter((p) => forEveryone(p.audience) || (standing !== null && inAudience(p.audience, standing, now)))
}
