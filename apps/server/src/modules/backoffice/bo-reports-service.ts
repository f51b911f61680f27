/**
 * Back-office reports: a range of calendar days in the merchant's time zone (from ≤ to, at most
 * 366 days), figures from bo-reports-repository.ts, money as major-unit text.
 */
import type { Merchant } from '../system/merchant-repository.ts'
import { AppError } from '../../lib/errors.ts'
import type { BoReportsRepository, GgrBy, ReportWindow } from './bo-reports-repository.ts'
import { major } from './bo-members-service.ts'

export const ReportErrorCode = {
  /** A day that does not exist, or `from` after `to`. */
  rangeInvalid: 'report_range_invalid',
  rangeTooLong: 'report_range_too_long',
} as const

export const REPORT_MAX_DAYS = 366
const DAY_MS = 86_400_000

function epochDay(s: string): number {
  const t = Date.parse(`${s}T00:00:00Z`)
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== s)
    throw new AppError(400, ReportErrorCode.rangeInvalid, { from: s, to: s })
  return t / DAY_MS
}

/** The days of the range, checked: every one exists, from ≤ to, at most 366 of them. */
export function reportDays(q: { from: string; to: string }): string[] {
  const a = epochDay(q.from)
  const b = epochDay(q.to)
  if (a > b) throw new AppError(400, ReportErrorCode.rangeInvalid, { from: q.from, to: q.to })
  if (b - a + 1 > REPORT_MAX_DAYS)
    throw new AppError(400, ReportErrorCode.rangeTooLong, { max: String(REPORT_MAX_DAYS) })
  const out: string[] = []
  for (let d = a; d <= b; d++) out.push(new Date(d * DAY_MS).toISOString().slice(0, 10))
  return out
}

export function createBoReportsService(repo: BoReportsRepository) {
  const window = (m: Merchant, q: { from: string; to: string }): ReportWindow => ({
    merchantId: m.id,
    currency: m.currency,
    timeZone: m.timeZone,
    from: q.from,
    to: q.to,
  })

  return {
    async ggr(m: Merchant, q: { from: string; to: string; by: GgrBy }) {
      reportDays(q)
      const found = await repo.ggr(window(m, q), q.by)
      let rounds = 0
      let bets = 0n
      let wins = 0n
      for (const r of found) {
        rounds += r.rounds
        bets += r.bets
        wins += r.wins
      }
      return {
        rows: found.map((r) => ({
          key: r.key,
          label: r.label,
          rounds: r.rounds,
          bets: major(r.bets),
          wins: major(r.wins),
          ggr: major(r.bets - r.wins),
        })),
        total: { rounds, bets: major(bets), wins: major(wins), ggr: major(bets - wins) },
      }
    },

    async cashier(m: Merchant, q: { from: string; to: string }) {
      reportDays(q)
      const found = await repo.cashier(window(m, q))
      return {
        rows: found.map((r) => ({
          ...r,
          depositAmount: major(r.depositAmount),
          withdrawalAmount: major(r.withdrawalAmount),
        })),
      }
    },

    /** Every day of the range, zeros included, so a chart's axis has no gaps. */
    async players(m: Merchant, q: { from: string; to: string }) {
      const days = reportDays(q)
      const found = await repo.players(window(m, q))
      const byDay = new Map(days.map((d) => [d, { day: d, newPlayers: 0, activePlayers: 0, depositingPlayers: 0 }]))
      for (const r of found) {
        const row = byDay.get(r.day)
        if (!row) continue
        if (r.kind === 'new') row.newPlayers = r.n
        else if (r.kind === 'active') row.activePlayers = r.n
        else row.depositingPlayers = r.n
      }
      return { rows: [...byDay.values()] }
    },

    async agents(m: Merchant, q: { from: string; to: string }) {
      reportDays(q)
      const found = await repo.agents(window(m, q))
      return {
        rows: found.map((r) => ({
          agent: r.agent,
          teamMembers: r.teamMembers,
          deposits: major(r.deposits),
          bets: major(r.bets),
          ggr: major(r.bets - r.wins),
        })),
      }
    },
  }
}
export type BoReportsService = ReturnType<typeof createBoReportsService>
