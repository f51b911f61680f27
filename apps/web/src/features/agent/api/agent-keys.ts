import type { DownlinesQuery, TeamKpiQuery } from '@parlor/contract'
import { queryRoots } from '@/lib/query-keys'
import type { DateRange } from '../utils/dates'

const root = queryRoots.agent

/** The agent feature's query keys; `all` is what a change to the team, its contracts or its money refreshes. */
export const agentKeys = {
  all: root,
  announcements: (token: string, language: string) => [...root, 'announcements', token, language] as const,
  /** One shape for the three contract kinds, so a screen can pick any of them by kind. */
  contract: (kind: 'daily-salary' | 'hour-salary' | 'dividend', token: string) =>
    [...root, 'contract', kind, token] as const,
  downlines: (token: string, query: DownlinesQuery) => [...root, 'downlines', token, query] as const,
  fundsConsolidated: (token: string) => [...root, 'fundsConsolidated', token] as const,
  redRains: (token: string) => [...root, 'redRains', token] as const,
  rebateIncome: (token: string, query: DateRange) => [...root, 'rebateIncome', token, query] as const,
  rebateRates: (token: string, downlineId: number | undefined) =>
    [...root, 'rebateRates', token, downlineId ?? 'own'] as const,
  teamKpiA: (token: string, query: TeamKpiQuery) => [...root, 'teamKpiA', token, query] as const,
  teamKpiB: (token: string, query: TeamKpiQuery) => [...root, 'teamKpiB', token, query] as const,
  teamKpiC: (token: string, query: TeamKpiQuery) => [...root, 'teamKpiC', token, query] as const,
}
