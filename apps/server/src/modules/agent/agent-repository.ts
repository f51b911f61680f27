/**
 * SQL of the agent area (decision 013). The team is every descendant of the agent through
 * members.parent_id (recursive CTE, the agent excluded); KPIs are computed from sessions, game
 * rounds and ledger postings each time they are asked for, never from stored totals. Day
 * boundaries are midnights in the merchant's time zone (`AT TIME ZONE`).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentAffiliateLinks, agentContracts, agentRebateRates, agentTransfers, members } from '../../db/schema.ts'

/** Deeper than any real tree; stops a corrupted parent chain (a cycle) from recursing for ever. */
const MAX_DEPTH = 64

type Rows<T> = { rows: T[] }
async function rows<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as Rows<T>).rows
}

/** `team(id, level, branch)`: descendants of `agentId`, their depth (1 = direct) and the direct downline above them. */
const teamCte = (merchantId: number, agentId: number) => sql`
  team(id, level, branch) as (
    select m.id, 1, m.id from members m where m.parent_id = ${agentId} and m.merchant_id = ${merchantId}
    union all
    select c.id, t.level + 1, t.branch from members c join team t on c.parent_id = t.id
    where c.merchant_id = ${merchantId} and t.level < ${MAX_DEPTH}
  )`

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

export function createAgentRepository(db: Db) {
  return {
    db,
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
              where a.member_id = m.id and a.currency = ${q.currency}), 0)::text as balance
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

    /**
     * Records a money call under its request key. 'new' on first sight; 'replay' when the key
     * was used with the same body; 'conflict' with another body. A concurrent call with the same
     * key waits on the unique index until the first one commits or rolls back.
     */
    async claimRequest(
      tx: Db,
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

    // ---- affiliate links ----
    async links(memberId: number) {
      return db
        .select()
        .from(agentAffiliateLinks)
        .where(eq(agentAffiliateLinks.memberId, memberId))
        .orderBy(desc(agentAffiliateLinks.createdAt), desc(agentAffiliateLinks.id))
    },
    /** True when no member code and no link of the merchant uses `code` (case-insensitive). */
    async codeFree(merchantId: number, code: string): Promise<boolean> {
      const [row] = await rows<{ used: boolean }>(
        db,
        sql`select (exists(select 1 from members where merchant_id = ${merchantId}
              and lower(affiliate_code) = ${code.toLowerCase()})
            or exists(select 1 from agent_affiliate_links where merchant_id = ${merchantId}
              and lower(code) = ${code.toLowerCase()})) as used`,
      )
      const used = row?.used as unknown
      return !(used === true || used === 't')
    },
    async insertLink(v: { merchantId: number; memberId: number; code: string; remark: string | null }) {
      const [row] = await db.insert(agentAffiliateLinks).values(v).onConflictDoNothing().returning()
      return row ?? null
    },
    async deleteLink(memberId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(agentAffiliateLinks)
        .where(and(eq(agentAffiliateLinks.id, id), eq(agentAffiliateLinks.memberId, memberId)))
        .returning({ id: agentAffiliateLinks.id })
      return gone.length > 0
    },

    // ---- contracts ----
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
    // ---- rebates ----
    /** Rates in basis points by product type, per member (absent = 0). */
    async ratesOf(db2: Db, memberIds: number[]): Promise<Map<number, Map<string, number>>> {
      const out = new Map<number, Map<string, number>>(memberIds.map((id) => [id, new Map()]))
      if (memberIds.length === 0) return out
      const found = await db2.select().from(agentRebateRates).where(inArray(agentRebateRates.memberId, memberIds))
      for (const r of found) out.get(r.memberId)?.set(r.productType, r.rateBp)
      return out
    },
    /** Highest rate per product type among the member's direct downlines. */
    async childMaxRates(db2: Db, memberId: number): Promise<Map<string, number>> {
      const found = await rows<{ product: string; bp: number }>(
        db2,
        sql`select r.product_type as product, max(r.rate_bp)::int as bp
          from agent_rebate_rates r join members m on m.id = r.member_id
          where m.parent_id = ${memberId} group by r.product_type`,
      )
      return new Map(found.map((r) => [r.product, Number(r.bp)]))
    },
    /** Serialises rebate edits around a member: its row and its upline's, locked in id order. */
    async lockMembers(tx: Db, ids: number[]) {
      for (const id of [...ids].sort((a, b) => a - b)) {
        await rows(tx, sql`select id from members where id = ${id} for update`)
      }
    },
    async setRates(tx: Db, memberId: number, rates: { productType: string; bp: number }[], now: Date) {
      for (const r of rates) {
        await tx
          .insert(agentRebateRates)
          .values({ memberId, productType: r.productType, rateBp: r.bp, updatedAt: now })
          .onConflictDoUpdate({
            target: [agentRebateRates.memberId, agentRebateRates.productType],
            set: { rateBp: r.bp, updatedAt: now },
          })
      }
    },
    /**
     * Team stakes and the agent's rebate income per product type: each stake earns the agent's
     * rate minus the rate of the branch head (the direct downline the bettor is under, or the
     * bettor itself), floored to minor units per product type. Rates are today's.
     */
    async rebateIncome(r: Omit<KpiRange, 'now'>) {
      const from = sql`((${r.startDate}::date)::timestamp at time zone ${r.timeZone}::text)`
      const to = sql`((${r.endDate}::date + 1)::timestamp at time zone ${r.timeZone}::text)`
      const found = await rows<{ product: string; bet: string; income: string }>(
        db,
        sql`with recursive ${teamCte(r.merchantId, r.agentId)}
          select gm.game_type as product, sum(g.bet_minor)::text as bet,
            floor(sum(g.bet_minor * greatest(coalesce(ra.rate_bp, 0) - coalesce(rb.rate_bp, 0), 0)) / 10000)::text as income
          from game_rounds g
          join team t on t.id = g.member_id
          join games gm on gm.vendor_code = g.provider and gm.game_code = g.game_code
          left join agent_rebate_rates ra on ra.member_id = ${r.agentId} and ra.product_type = gm.game_type
          left join agent_rebate_rates rb on rb.member_id = t.branch and rb.product_type = gm.game_type
          where g.created_at >= ${from} and g.created_at < ${to}
            and g.status <> 'rolled_back' and g.currency = ${r.currency}
          group by gm.game_type`,
      )
      return new Map(found.map((f) => [f.product, { bet: BigInt(f.bet), income: BigInt(f.income) }]))
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
export type AgentRepository = ReturnType<typeof createAgentRepository>
