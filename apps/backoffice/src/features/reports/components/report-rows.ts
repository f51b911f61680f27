import {
  type agentsReportRowSchema,
  type cashierReportRowSchema,
  type ggrRowSchema,
  parseMajor,
  type playersReportRowSchema,
} from '@parlor/contract'
import type { z } from 'zod'

export type GgrRow = z.infer<typeof ggrRowSchema>
export type CashierRow = z.infer<typeof cashierReportRowSchema>
export type PlayersRow = z.infer<typeof playersReportRowSchema>
export type AgentsRow = z.infer<typeof agentsReportRowSchema>

/**
 * One report table: its columns (a translation key and how to read a cell) and its rows. The
 * table on screen and the CSV export both come from here, so the file holds exactly what is shown:
 * the same rows in the same order, amounts as the server's major-unit text (no float rounding).
 */
export interface ReportColumn<R> {
  key: string
  /** Translation key of the header. */
  title: string
  value: (row: R) => string | number
  numeric?: boolean
}

export const ggrColumns = (by: 'day' | 'vendor' | 'game'): ReportColumn<GgrRow>[] => [
  { key: 'label', title: `reports.col.${by}`, value: (r) => r.label },
  { key: 'rounds', title: 'reports.col.rounds', value: (r) => r.rounds, numeric: true },
  { key: 'bets', title: 'reports.col.bets', value: (r) => r.bets, numeric: true },
  { key: 'wins', title: 'reports.col.wins', value: (r) => r.wins, numeric: true },
  { key: 'ggr', title: 'reports.col.ggr', value: (r) => r.ggr, numeric: true },
]

export const cashierColumns: ReportColumn<CashierRow>[] = [
  { key: 'day', title: 'reports.col.day', value: (r) => r.day },
  { key: 'channel', title: 'reports.col.channel', value: (r) => r.channel },
  { key: 'deposits', title: 'reports.col.deposits', value: (r) => r.deposits, numeric: true },
  { key: 'depositAmount', title: 'reports.col.depositAmount', value: (r) => r.depositAmount, numeric: true },
  { key: 'withdrawals', title: 'reports.col.withdrawals', value: (r) => r.withdrawals, numeric: true },
  { key: 'withdrawalAmount', title: 'reports.col.withdrawalAmount', value: (r) => r.withdrawalAmount, numeric: true },
]

export const playersColumns: ReportColumn<PlayersRow>[] = [
  { key: 'day', title: 'reports.col.day', value: (r) => r.day },
  { key: 'newPlayers', title: 'reports.col.newPlayers', value: (r) => r.newPlayers, numeric: true },
  { key: 'activePlayers', title: 'reports.col.activePlayers', value: (r) => r.activePlayers, numeric: true },
  {
    key: 'depositingPlayers',
    title: 'reports.col.depositingPlayers',
    value: (r) => r.depositingPlayers,
    numeric: true,
  },
]

export const agentsColumns: ReportColumn<AgentsRow>[] = [
  { key: 'agent', title: 'reports.col.agent', value: (r) => r.agent },
  { key: 'teamMembers', title: 'reports.col.teamMembers', value: (r) => r.teamMembers, numeric: true },
  { key: 'deposits', title: 'reports.col.depositAmount', value: (r) => r.deposits, numeric: true },
  { key: 'bets', title: 'reports.col.bets', value: (r) => r.bets, numeric: true },
  { key: 'ggr', title: 'reports.col.ggr', value: (r) => r.ggr, numeric: true },
]

/** The CSV's rows: translated headers, then one line per row shown, in the table's order. */
export function csvRows<R>(
  columns: ReportColumn<R>[],
  rows: readonly R[],
  t: (key: string) => string,
): (string | number)[][] {
  return [columns.map((c) => t(c.title)), ...rows.map((r) => columns.map((c) => c.value(r)))]
}

/** Deposits and withdrawals summed per day across channels, for the chart (exact, in minor units). */
export function cashierByDay(rows: readonly CashierRow[]) {
  const days = new Map<string, { day: string; deposits: bigint; withdrawals: bigint }>()
  for (const r of rows) {
    const d = days.get(r.day) ?? { day: r.day, deposits: 0n, withdrawals: 0n }
    d.deposits += parseMajor(r.depositAmount) ?? 0n
    d.withdrawals += parseMajor(r.withdrawalAmount) ?? 0n
    days.set(r.day, d)
  }
  return [...days.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((d) => ({ day: d.day, deposits: Number(d.deposits) / 100, withdrawals: Number(d.withdrawals) / 100 }))
}
