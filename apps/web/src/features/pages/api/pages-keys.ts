import { queryRoots } from '@/lib/query-keys'

const root = queryRoots.pages

/** The content pages' query keys. */
export const pagesKeys = {
  all: root,
  /** Every member notice list: what marking a notice read refreshes. */
  memberNoticesAll: [...root, 'memberNotice'] as const,
  memberNotices: (token: string, types: string, language: string) =>
    [...root, 'memberNotice', token, types, language] as const,
  agreement: (language: string) => [...root, 'agreement', language] as const,
  help: (language: string) => [...root, 'help', language] as const,
  referral: (token: string) => [...root, 'referral', token] as const,
}
