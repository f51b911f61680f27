import { queryRoots } from '@/lib/query-keys'

/** The promotions feature's query keys; `all` is what a join or a claim refreshes. */
export const promotionsKeys = {
  all: queryRoots.promotions,
  // By token (a guest's list has no member state) and language (titles and rules are localized).
  list: (token: string, language: string) => [...queryRoots.promotions, 'list', token, language] as const,
  claims: (token: string) => [...queryRoots.promotions, 'claims', token] as const,
  // Under the promotions root, so a join (which refreshes `all`) refreshes the boards.
  leaderboards: (token: string, language: string) =>
    [...queryRoots.promotions, 'leaderboards', token, language] as const,
  referrals: (token: string, language: string) => [...queryRoots.promotions, 'referrals', token, language] as const,
}
