import { queryRoots } from '@/lib/query-keys'

const root = queryRoots.redEnvelopes

/** The red-envelopes feature's query keys. */
export const redEnvelopesKeys = {
  all: root,
  open: (token: string) => [...root, 'open', token] as const,
}
