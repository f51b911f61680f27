/**
 * SQL of the agent area (decision 013). The team is every descendant of the agent through
 * members.parent_id (recursive CTE, the agent excluded); KPIs are computed from sessions, game
 * rounds and ledger postings each time they are asked for, never from stored totals. Day
 * boundaries are midnights in the merchant's time zone (`AT TIME ZONE`).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { type Db, rows } from '../../db/client.ts'
import { members } from '../../db/schema.ts'
import { createAgentContractRepository } from './agent-contract-repository.ts'
import { createAgentLinkRepository } from './agent-link-repository.ts'
import { createAgentRebateRepository } from './agent-rebate-repository.ts'
import { teamCte } from './agent-sql.ts'
import { createAgentTransferRepository } from './agent-transfer-repository.ts'

export interface KpiRange {
  merchantId: number
  agentId: number
  startDate: string
  endDate: string
  timeZone: string
  currency: string
  now: Date
}

/** Figures of one group (the whole team, one day or one branch); money in minor units. */
export interface KpiFigures {
  loginMemberCount: number
  betMemberCount: number
  registerMemberCount: number
  deposit: bigint
  withdraw: bigint
  bet: bigint
  win: bigint
}

export interface KpiGroups {
  total: KpiFigures
  byDay: Map<string, KpiFigures>
  byBranch: Map<number, KpiFigures>
}

export const ZERO_FIGURES: KpiFigures = {
  loginMemberCount: 0,
  betMemberCount: 0,
  registerMemberCount: 0,
  deposit: 0n,
  withdraw: 0n,
  bet: 0n,
  win: 0n,
}

/** Ledger kinds that bring money in from outside (deposits) or take it out (withdrawals). */
export const DEPOSIT_KINDS = ['adjustment', 'deposit'] as const
export const WITHDRAW_KINDS = ['adjustment', 'withdraw'] as const

interface KpiRow {
  gd: number
  gb: number
  day: string | null
  branch: string | null
  logins: number
  bettors: number
  regs: number
  deposit: string
  withdraw: string
  bet: string
  win: string
}

/** The team, its KPIs and its downline list. */
export function createAgentTeamRepository(db: Db) {
  return {
    /** The member (same merchant) or null. */
    async member(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.id, id), eq(members.merchantId, merchantId)))
      return row ?? null
    },

    /**
     * Which of `ids` are in the agent's team (any depth), with their username and type. A member
     * of another merchant or outside the tree is simply absent.
     */
    async inTeam(merchantId: number, agentId: number, ids: number[]) {
      if (ids.length === 0) return new Map<number, { account: string; type: number; status: number }>()
      const found = await rows<{ id: string; username: string; type: number; status: number }>(
        db,
        sql`with recursive ${teamCte(merchantId, agentId)}
          select m.id::text as id, m.username, m.type::int as type, m.status::int as status
          from team t join members m on m.id = t.id
          where m.id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
      )
      return new Map(found.map((r) => [Number(r.id), { account: r.username, type: r.type, status: r.status }]))
    },

    /** Team KPIs of the range, grouped three ways in one pass (grouping sets). */
    async kpis(r: KpiRange): Promise<KpiGroups> {
      const from = sql`((${r.startDate}::date)::timestamp at time zone ${r.timeZone}::text)`
      const to = sql`((${r.endDate}::date + 1)::timestamp at time zone ${r.timeZone}::text)`
      const day = (col: SQL) => sql`to_char((${col} at time zone ${r.timeZone}::text)::date, 'YYYY-MM-DD')`
      const result = await rows<KpiRow>(
        db,
        sql`with recursive ${teamCte(r.merchantId, r.agentId)},
        ev(member_id, branch, d, k, amt, win) as (
          select t.id, t.branch, ${day(sql`s.created_at`)}, 'login', 0::bigint, 0::bigint
          from sessions s join team t on t.id = s.member_id
          where s.created_at >= ${from} and s.created_at < ${to}
          union all
          select t.id, t.branch, ${day(sql`g.created_at`)}, 'bet', g.bet_minor, g.win_minor
          from game_rounds g join team t on t.id = g.member_id
          where g.created_at >= ${from} and g.created_at < ${to}
            and g.status <> 'rolled_back' and g.currency = ${r.currency}
          union all
          select t.id, t.branch, ${day(sql`m.reg_date`)}, 'reg', 0::bigint, 0::bigint
          from members m join team t on t.id = m.id
          where m.reg_date >= ${from} and m.reg_date < ${to}
          union all
          select t.id, t.branch, ${day(sql`x.created_at`)},
            case when e.amount > 0 then 'dep' else 'wd' end, e.amount, 0::bigint
          from wallet_entries e
          join wallet_accounts a on a.id = e.account_id
          join wallet_transactions x on x.id = e.transaction_id
          join team t on t.id = a.member_id
          where a.kind = 'member' and a.currency = ${r.currency}
            and x.created_at >= ${from} and x.created_at < ${to}
            and ((e.amount > 0 and x.kind in ('adjustment', 'deposit'))
              or (e.amount < 0 and x.kind in ('adjustment', 'withdraw')))
        )
        select grouping(d)::int as gd, grouping(branch)::int as gb, d as day, branch::text as branch,
          (count(distinct member_id) filter (where k = 'login'))::int as logins,
          (count(distinct member_id) filter (where k = 'bet'))::int as bettors,
          (count(*) filter (where k = 'reg'))::int as regs,
          coalesce(sum(amt) filter (where k = 'dep'), 0)::text as deposit,
          coalesce(-sum(amt) filter (where k = 'wd'), 0)::text as withdraw,
          coalesce(sum(amt) filter (where k = 'bet'), 0)::text as bet,
          coalesce(sum(win) filter (where k = 'bet'), 0)::text as win
        from ev group by grouping sets ((), (d), (branch))`,
      )
      const out: KpiGroups = { total: { ...ZERO_FIGURES }, byDay: new Map(), byBranch: new Map() }
      for (const row of result) {
        const f: KpiFigures = {
          loginMemberCount: Number(row.logins),
          betMemberCount: Number(row.bettors),
          registerMemberCount: Number(row.regs),
          deposit: BigInt(row.deposit),
          withdraw: BigInt(row.withdraw),
          bet: BigInt(row.bet),
          win: BigInt(row.win),
        }
        if (Number(row.gd) === 1 && Number(row.gb) === 1) out.total = f
        else if (Number(row.gd) === 0 && row.day) out.byDay.set(row.day, f)
        else if (row.branch) out.byBranch.set(Number(row.branch), f)
      }
      return out
    },

    /** Team size now and members with a live session at `now`. */
    async teamCounts(merchantId: number, agentId: number, now: Date) {
      const [row] = await rows<{ members: number; online: number }>(
        db,
        sql`with recursive ${teamCte(merchantId, agentId)}
          select (select count(*) from team)::int as members,
            (select count(distinct s.member_id) from sessions s join team t on t.id = s.member_id
              where s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
                and s.idle_expires_at > ${now.toISOString()}::timestamptz)::int as online`,
      )
      return { members: Number(row?.members ?? 0), online: Number(row?.online ?? 0) }
    },

    /** Direct downlines (one page, by username) with the size of their branch. */
    async branches(merchantId: number, agentId: number, limit: number, offset: number) {
      const list = await rows<{ id: string; username: string; type: number; size: number }>(
        db,
        sql`with recursive ${teamCte(merchantId, agentId)}
          select m.id::text as id, m.username, m.type::int as type,
            (select count(*) from team t where t.branch = m.id)::int as size
          from members m where m.parent_id = ${agentId} and m.merchant_id = ${merchantId}
          order by m.username_key, m.id limit ${limit} offset ${offset}`,
      )
      const [total] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from members where parent_id = ${agentId} and merchant_id = ${merchantId}`,
      )
      return {
        list: list.map((b) => ({ id: Number(b.id), account: b.username, type: b.type, size: Number(b.size) })),
        total: Number(total?.n ?? 0),
      }
    },

    /** One page of the team, nearest levels first, with balances and last sign-in. */
    async downlines(q: {
      merchantId: number
      agentId: number
      currency: string
      now: Date
      search: string | null
      directOnly: boolean
      limit: number
      offset: number
    }) {
      const pattern = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
      const where = sql`where true
        ${q.directOnly ? sql`and t.level = 1` : sql``}
        ${pattern ? sql`and m.username_key like ${pattern}` : sql``}`
      const now = q.now.toISOString()
      const list = await rows<{
        id: string
        username: string
        nickname: string | null
        type: number
        reg_date: string
        level: number
        parent: string
        last_login: string | null
        online: boolean
        balance: string
      }>(
        db,
        sql`with recursive ${teamCte(q.merchantId, q.agentId)}
          select m.id::text as id, m.username, m.nickname, m.type::int as type,
            (extract(epoch from m.reg_date) * 1000)::bigint::text as reg_date,
            t.level::int as level, p.username as parent,
            (select (extract(epoch from max(s.created_at)) * 1000)::bigint::text
              from sessions s where s.member_id = m.id) as last_login,
            exists(select 1 from sessions s where s.member_id = m.id and s.revoked_at is null
              and s.expires_at > ${now}::timestamptz and s.idle_expires_at > ${now}::timestamptz) as online,
            coalesce((select a.balance from wallet_accounts a
              where a.member_id = m.id and a.kind = 'member' and a.currency = ${q.currency}), 0)::text as balance
          from team t join members m on m.id = t.id join members p on p.id = m.parent_id
          ${where}
          order by t.level, m.username_key, m.id limit ${q.limit} offset ${q.offset}`,
      )
      const [total] = await rows<{ n: number }>(
        db,
        sql`with recursive ${teamCte(q.merchantId, q.agentId)}
          select count(*)::int as n from team t join members m on m.id = t.id ${where}`,
      )
      return {
        list: list.map((r) => ({
          id: Number(r.id),
          account: r.username,
          nickname: r.nickname,
          type: Number(r.type),
          regDate: Number(r.reg_date),
          lastLoginDate: r.last_login ? Number(r.last_login) : null,
          online: r.online === true || (r.online as unknown) === 't',
          balance: BigInt(r.balance),
          level: Number(r.level),
          parentAccount: r.parent,
        })),
        total: Number(total?.n ?? 0),
      }
    },
  }
}

/** Every agent query, by sub-area; the services take the part they need. */
export function createAgentRepository(db: Db) {
  return {
    db,
    ...createAgentTeamRepository(db),
    ...createAgentTransferRepository(),
    ...createAgentLinkRepository(db),
    ...createAgentContractRepository(db),
    ...createAgentRebateRepository(db),
  }
}
export type AgentRepository = ReturnType<typeof createAgentRepository>
