/**
 * Report SQL. Days are calendar days in the merchant's time zone; test accounts are left out of
 * every figure. Sources of truth, chosen so each figure is one straightforward sum:
 * - Bets and wins: `game_rounds` of the merchant's currency (trial members' demo money is not
 *   revenue), every round that was not rolled back, dated by when it was opened. Each round's
 *   bet and win are what its ledger postings moved; a rollback returns the bet, so leaving those
 *   rounds out gives the same bets − wins as the ledger, while only the round knows its vendor,
 *   game and play time (a win may be posted on the next day).
 * - Deposits: `deposits` in state `credited`, the amount the ledger credited, dated by creation.
 * - Withdrawals: `withdrawals` in state `paid`, dated by creation; channel = payout provider
 *   (`manual` when none).
 * - New players: registrations (trial members excluded); active: made a bet that day;
 *   depositing: had a credited deposit that day.
 * bo-reports.test.ts checks every figure against its own SQL on random data.
 */
import { NON_AGENT_TYPES } from '@parlor/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, rows } from '../../db/client.ts'

export interface ReportWindow {
  merchantId: number
  currency: string
  timeZone: string
  from: string
  to: string
}

export type GgrBy = 'day' | 'vendor' | 'game'

const TRIAL_TYPE = 4

function bounds(w: ReportWindow) {
  return {
    start: sql`((${w.from}::date)::timestamp at time zone ${w.timeZone}::text)`,
    end: sql`((${w.to}::date + 1)::timestamp at time zone ${w.timeZone}::text)`,
    day: (col: SQL) => sql`to_char((${col} at time zone ${w.timeZone}::text)::date, 'YYYY-MM-DD')`,
  }
}

/** Rounds that count: the merchant's money, not rolled back, of real players, in the window. */
const countedRounds = (w: ReportWindow) => {
  const { start, end } = bounds(w)
  return sql`g.merchant_id = ${w.merchantId} and g.currency = ${w.currency} and g.status <> 'rolled_back'
    and g.created_at >= ${start} and g.created_at < ${end}
    and not exists (select 1 from members t where t.id = g.member_id and t.test_account)`
}

const creditedDeposits = (w: ReportWindow) => {
  const { start, end } = bounds(w)
  return sql`d.merchant_id = ${w.merchantId} and d.status = 'credited'
    and d.created_at >= ${start} and d.created_at < ${end}
    and not exists (select 1 from members t where t.id = d.member_id and t.test_account)`
}

const paidWithdrawals = (w: ReportWindow) => {
  const { start, end } = bounds(w)
  return sql`x.merchant_id = ${w.merchantId} and x.status = 'paid'
    and x.created_at >= ${start} and x.created_at < ${end}
    and not exists (select 1 from members t where t.id = x.member_id and t.test_account)`
}

export function createBoReportsRepository(db: Db) {
  return {
    async ggr(w: ReportWindow, by: GgrBy) {
      const { day } = bounds(w)
      const key =
        by === 'day'
          ? day(sql`g.created_at`)
          : by === 'vendor'
            ? sql`g.provider`
            : sql`g.provider || ':' || g.game_code`
      // Grouped by position: the day's expression carries bound parameters, which PostgreSQL
      // would not match between the select list and a repeated GROUP BY expression.
      const label =
        by === 'day'
          ? sql`min(${day(sql`g.created_at`)})`
          : by === 'vendor'
            ? sql`coalesce(max(v.name), g.provider)`
            : sql`coalesce(max(gm.names ->> 'en'), g.game_code)`
      const group = by === 'game' ? sql`g.provider, g.game_code` : by === 'vendor' ? sql`g.provider` : sql`1`
      const found = await rows<{ key: string; label: string; rounds: number; bets: string; wins: string }>(
        db,
        sql`select ${key} as key, ${label} as label, count(*)::int as rounds,
            sum(g.bet_minor)::text as bets, sum(g.win_minor)::text as wins
          from game_rounds g
          left join vendors v on v.code = g.provider
          left join games gm on gm.vendor_code = g.provider and gm.game_code = g.game_code
          where ${countedRounds(w)}
          group by ${group} order by 1`,
      )
      return found.map((r) => ({
        key: r.key,
        label: r.label,
        rounds: Number(r.rounds),
        bets: BigInt(r.bets),
        wins: BigInt(r.wins),
      }))
    },

    async cashier(w: ReportWindow) {
      const { day } = bounds(w)
      const found = await rows<{
        day: string
        channel: string
        deposits: number
        deposit_amount: string
        withdrawals: number
        withdrawal_amount: string
      }>(
        db,
        sql`with moves(day, channel, dep, dep_amt, wd, wd_amt) as (
            select ${day(sql`d.created_at`)}, c.code, 1, coalesce(d.credited_minor, d.amount_minor), 0, 0::bigint
            from deposits d join payment_channels c on c.id = d.channel_id where ${creditedDeposits(w)}
            union all
            select ${day(sql`x.created_at`)}, coalesce(x.provider, 'manual'), 0, 0::bigint, 1, x.amount_minor
            from withdrawals x where ${paidWithdrawals(w)}
          )
          select day, channel, sum(dep)::int as deposits, sum(dep_amt)::text as deposit_amount,
            sum(wd)::int as withdrawals, sum(wd_amt)::text as withdrawal_amount
          from moves group by day, channel order by day, channel`,
      )
      return found.map((r) => ({
        day: r.day,
        channel: r.channel,
        deposits: Number(r.deposits),
        depositAmount: BigInt(r.deposit_amount),
        withdrawals: Number(r.withdrawals),
        withdrawalAmount: BigInt(r.withdrawal_amount),
      }))
    },

    /** Per day with any figure; the service fills the other days with zeros. */
    async players(w: ReportWindow) {
      const { start, end, day } = bounds(w)
      const found = await rows<{ day: string; k: string; n: number }>(
        db,
        sql`select ${day(sql`m.reg_date`)} as day, 'new' as k, count(*)::int as n from members m
            where m.merchant_id = ${w.merchantId} and not m.test_account and m.type <> ${TRIAL_TYPE}
              and m.reg_date >= ${start} and m.reg_date < ${end}
            group by 1
          union all
          select ${day(sql`g.created_at`)}, 'active', count(distinct g.member_id)::int from game_rounds g
            where ${countedRounds(w)} group by 1
          union all
          select ${day(sql`d.created_at`)}, 'depositing', count(distinct d.member_id)::int from deposits d
            where ${creditedDeposits(w)} group by 1`,
      )
      return found.map((r) => ({ day: r.day, kind: r.k as 'new' | 'active' | 'depositing', n: Number(r.n) }))
    },

    /** Top-level agents (no upline) with their team's figures; test accounts count nowhere. */
    async agents(w: ReportWindow) {
      const agentTypes = sql`a.type not in (${sql.join(
        NON_AGENT_TYPES.map((t) => sql`${t}`),
        sql`, `,
      )})`
      const found = await rows<{ agent: string; members: number; deposits: string; bets: string; wins: string }>(
        db,
        sql`with recursive tops as (
            select a.id, a.username, a.username_key from members a
            where a.merchant_id = ${w.merchantId} and a.parent_id is null and not a.test_account and ${agentTypes}
          ),
          tree(top, id, depth) as (
            select t.id, c.id, 1 from tops t join members c on c.parent_id = t.id
            union all
            select tr.top, c.id, tr.depth + 1 from members c join tree tr on c.parent_id = tr.id where tr.depth < 64
          ),
          team as (select tr.top, tr.id from tree tr join members m on m.id = tr.id
            where m.merchant_id = ${w.merchantId} and not m.test_account)
          select t.username as agent,
            (select count(*) from team where team.top = t.id)::int as members,
            (select coalesce(sum(coalesce(d.credited_minor, d.amount_minor)), 0) from deposits d
              join team on team.id = d.member_id and team.top = t.id where ${creditedDeposits(w)})::text as deposits,
            (select coalesce(sum(g.bet_minor), 0) from game_rounds g
              join team on team.id = g.member_id and team.top = t.id where ${countedRounds(w)})::text as bets,
            (select coalesce(sum(g.win_minor), 0) from game_rounds g
              join team on team.id = g.member_id and team.top = t.id where ${countedRounds(w)})::text as wins
          from tops t order by t.username_key, t.id`,
      )
      return found.map((r) => ({
        agent: r.agent,
        teamMembers: Number(r.members),
        deposits: BigInt(r.deposits),
        bets: BigInt(r.bets),
        wins: BigInt(r.wins),
      }))
    },
  }
}
export type BoReportsRepository = ReturnType<typeof createBoReportsRepository>
