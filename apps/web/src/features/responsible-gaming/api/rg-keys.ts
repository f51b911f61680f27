import { queryRoots } from '@/lib/query-keys'

/** The responsible-gaming feature's query keys; `all` is what a change refreshes. */
export const rgKeys = {
  all: queryRoots.responsibleGaming,
  settings: (token: string) => [...queryRoots.responsibleGaming, 'settings', token] as const,
  history: (token: string) => [...queryRoots.responsibleGaming, 'history', token] as const,
}
