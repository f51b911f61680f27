/**
 * The agent tree of the back office: one level per call, each node with its team's size and
 * all-time deposits and bets (the agent module's KPI query over the merchant's whole history) and
 * the contracts offered to and accepted by it.
 */
import { StaffErrorCode } from '@parlor/contract'
import type { boAgentNodeSchema, boRedRainListSchema, boRedRainQuerySchema } from '@parlor/contract'
import type { z } from 'zod'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { localDay } from '../../lib/local-day.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import type { BoAgentsRepository } from './bo-agents-repository.ts'
import { major } from './bo-members-service.ts'

type Node = z.input<typeof boAgentNodeSchema>
type BoRedRainList = z.input<typeof boRedRainListSchema>

export function createBoAgentsService(deps: { repo: BoAgentsRepository; clock: Clock }) {
  const { repo, clock } = deps
  return {
    async tree(merchant: Merchant, parentId: number | undefined): Promise<Node[]> {
      let level = 1
      if (parentId !== undefined) {
        const depth = await repo.depth(merchant.id, parentId)
        if (depth === null) throw new AppError(404, StaffErrorCode.memberNotFound)
        level = depth + 1
      }
      const nodes = await repo.level(merchant.id, parentId ?? null)
      const now = clock.now()
      const endDate = localDay(now, merchant.timeZone)
      const startDate = (await repo.firstDay(merchant.id, merchant.timeZone)) ?? endDate
      const contracts = await repo.contracts(nodes.map((n) => n.id))
      const out: Node[] = []
      // One node at a time: the embedded database runs one statement at a time anyway.
      for (const n of nodes) {
        const counts = await repo.team.teamCounts(merchant.id, n.id, now)
        const kpis = await repo.team.kpis({
          merchantId: merchant.id,
          agentId: n.id,
          startDate,
          endDate,
          timeZone: merchant.timeZone,
          currency: merchant.currency,
          now,
        })
        out.push({
          memberId: n.id,
          username: n.username,
          level,
          directMembers: n.directMembers,
          teamMembers: counts.members,
          teamDeposits: major(kpis.total.deposit),
          teamBets: major(kpis.total.bet),
          contracts: contracts
            .filter((c) => c.toMemberId === n.id)
            .map((c) => ({
              kind: c.kind,
              state: c.status,
              terms: {
                period: c.period,
                rewardUnit: c.rewardUnit,
                tiers: c.tiers,
                currency: c.currency,
                remark: c.remark,
                offeredAt: c.createdAt.toISOString(),
                decidedAt: c.decidedAt?.toISOString() ?? null,
              },
            })),
        })
      }
      return out
    },

    async rains(merchant: Merchant, q: z.output<typeof boRedRainQuerySchema>): Promise<BoRedRainList> {
      const now = clock.now()
      const found = await repo.rains(
        merchant.id,
        { status: q.status, agent: q.agent, offset: (q.page - 1) * q.pageSize, limit: q.pageSize },
        now,
      )
      return {
        total: found[0]?.full_count ?? 0,
        rows: found.map((r) => ({
          id: Number(r.id),
          agentId: Number(r.agent_id),
          agent: r.username,
          mode: r.mode === 'random' ? 'random' : 'equal',
          status: rainStatus(r, now),
          total: major(BigInt(r.total)),
          envelopes: r.envelopes,
          opened: r.opened,
          openedAmount: major(BigInt(r.opened_minor)),
          returned: r.returned === null ? null : major(BigInt(r.returned)),
          startsAt: new Date(r.starts_at).toISOString(),
          endsAt: new Date(r.ends_at).toISOString(),
          createdAt: new Date(r.created_at).toISOString(),
        })),
      }
    },
  }
}

/** A rain's status as the agent's screen shows it, at `now`. */
function rainStatus(r: { cancelled: boolean; starts_at: Date | string; ends_at: Date | string }, now: Date) {
  if (r.cancelled) return 'cancelled' as const
  if (now < new Date(r.starts_at)) return 'scheduled' as const
  return now < new Date(r.ends_at) ? ('open' as const) : ('ended' as const)
}

export type BoAgentsService = ReturnType<typeof createBoAgentsService>
