import { queryRoots, sharedKeys } from '@/lib/query-keys'

/**
 * The content feature's query keys; `all` is what a language change reloads. Announcements sit under
 * `sharedKeys.announcements`, the prefix the storefront refreshes when it marks one read.
 */
export const contentKeys = {
  all: queryRoots.content,
  announcements: (token: string, language: string) => [...sharedKeys.announcements, token, language] as const,
  promotions: (token: string) => [...queryRoots.content, 'promotions', token] as const,
}
