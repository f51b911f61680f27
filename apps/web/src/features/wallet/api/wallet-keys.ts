import { queryRoots } from '@/lib/query-keys'

/** The wallet's query keys; `all` is what any money movement refreshes. */
export const walletKeys = {
  all: queryRoots.wallet,
  /** Every member's balance: what the header's reload button refetches and watches. */
  balances: [...queryRoots.wallet, 'balance'] as const,
  balance: (token: string) => [...queryRoots.wallet, 'balance', token] as const,
  merchant: (token: string) => [...queryRoots.wallet, 'merchant', token] as const,
}
