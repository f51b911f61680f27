import { queryRoots } from '@/lib/query-keys'

/** The storefront's query keys; they sit under the `content` root, so a language change reloads them. */
export const storefrontKeys = {
  winnerBoard: (language: string) => [...queryRoots.content, 'winner-board', language] as const,
}
