import type { PnlQuery } from '@parlor/contract'
import { queryRoots } from '@/lib/query-keys'

const root = queryRoots.memberCentre

/** The member centre's query keys. */
export const memberCentreKeys = {
  all: root,
  icon: (token: string) => [...root, 'icon', token] as const,
  pnl: (query: PnlQuery, token: string) => [...root, 'pnl', query, token] as const,
  rebateReport: (query: PnlQuery, token: string) => [...root, 'rebateReport', query, token] as const,
  rankProgress: (token: string) => [...root, 'rankProgress', token] as const,
  referralCode: (token: string) => [...root, 'referralCode', token] as const,
  referredMembers: (token: string) => [...root, 'referredMembers', token] as const,
  securityConfig: (token: string) => [...root, 'securityConfig', token] as const,
}
