/** The cashier queue's query keys; `all` is what any review refreshes. */
export const cashierKeys = {
  all: ['cashier'] as const,
  deposits: (merchant: string, status: string, page: number, pageSize: number) =>
    ['cashier', 'deposits', merchant, status, page, pageSize] as const,
  withdrawals: (merchant: string, status: string, page: number, pageSize: number) =>
    ['cashier', 'withdrawals', merchant, status, page, pageSize] as const,
  member: (merchant: string, username: string) => ['cashier', 'member', merchant, username] as const,
  /** The merchant's cashier settings and channels; a save refreshes its own. */
  settings: (merchant: string) => ['cashier-settings', 'limits', merchant] as const,
  channels: (merchant: string) => ['cashier-settings', 'channels', merchant] as const,
}
