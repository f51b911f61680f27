import { routes } from '@parlor/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

export type GgrBy = 'day' | 'vendor' | 'game'
export interface ReportRange {
  merchant: string
  /** Calendar days, inclusive (`YYYY-MM-DD`). */
  from: string
  to: string
}

export const reportsKeys = {
  all: ['reports'] as const,
  report: (name: string, r: ReportRange, by?: GgrBy) => ['reports', name, r.merchant, r.from, r.to, by] as const,
}

const common = (r: ReportRange) => ({ placeholderData: keepPreviousData, enabled: r.merchant !== '' })

/** `GET /admin/reports/ggr`: bets − wins per day, vendor or game, with the total. */
export const useGgrReport = (r: ReportRange, by: GgrBy, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.report('ggr', r, by),
    queryFn: ({ signal }) => apiCall(routes.boReportGgr, { query: { ...r, by }, signal }),
    ...common(r),
    enabled: enabled && r.merchant !== '',
  })

/** `GET /admin/reports/cashier`: deposits and withdrawals per day and channel. */
export const useCashierReport = (r: ReportRange, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.report('cashier', r),
    queryFn: ({ signal }) => apiCall(routes.boReportCashier, { query: r, signal }),
    ...common(r),
    enabled: enabled && r.merchant !== '',
  })

/** `GET /admin/reports/players`: new, active and depositing players per day. */
export const usePlayersReport = (r: ReportRange, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.report('players', r),
    queryFn: ({ signal }) => apiCall(routes.boReportPlayers, { query: r, signal }),
    ...common(r),
    enabled: enabled && r.merchant !== '',
  })

/** `GET /admin/reports/agents`: each agent's team figures over the range. */
export const useAgentsReport = (r: ReportRange, enabled = true) =>
  useQuery({
    queryKey: reportsKeys.report('agents', r),
    queryFn: ({ signal }) => apiCall(routes.boReportAgents, { query: r, signal }),
    ...common(r),
    enabled: enabled && r.merchant !== '',
  })
