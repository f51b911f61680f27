import { queryRoots } from '@/lib/query-keys'

const root = queryRoots.withdraw

/** The withdrawal side of the cashier: the withdraw screen, bank cards, withdrawal password, security questions. */
export const withdrawKeys = {
  /** Everything a payout change (card, password, withdrawal) may make stale. */
  all: root,
  info: (token: string) => [...root, 'info', token] as const,
  recent: (token: string) => [...root, 'recent', token] as const,
  bankCards: (token: string) => [...root, 'bankCards', token] as const,
  banks: (token: string) => [...root, 'banks', token] as const,
  hasPassword: (token: string) => [...root, 'hasPassword', token] as const,
  questions: (token: string) => [...root, 'questions', token] as const,
  customerQuestions: (token: string) => [...root, 'customerQuestions', token] as const,
}
