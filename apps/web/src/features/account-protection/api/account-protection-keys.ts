import { queryRoots } from '@/lib/query-keys'

const root = queryRoots.accountProtection

/** Account protection's query keys (two-step sign-in, sessions, history), per session token. */
export const accountProtectionKeys = {
  all: root,
  totpStatus: (token: string) => [...root, 'totpStatus', token] as const,
  sessions: (token: string) => [...root, 'sessions', token] as const,
  history: (token: string) => [...root, 'history', token] as const,
  passkeys: (token: string) => [...root, 'passkeys', token] as const,
}
