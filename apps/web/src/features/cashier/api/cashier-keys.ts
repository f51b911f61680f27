import { queryRoots } from '@/lib/query-keys'

const root = queryRoots.cashier

/** The deposit side of the cashier's query keys. */
export const cashierKeys = {
  all: root,
  channels: (token: string) => [...root, 'channels', token] as const,
  promos: (token: string, channelId: number) => [...root, 'promos', token, channelId] as const,
  manualInfo: (token: string, channelId: number) => [...root, 'manualInfo', token, channelId] as const,
  deposit: (token: string, orderNo: string) => [...root, 'deposit', token, orderNo] as const,
}
