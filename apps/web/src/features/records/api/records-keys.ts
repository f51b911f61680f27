import type { GameRecordQuery, TransactionRecordQuery } from '@parlor/contract'
import { queryRoots } from '@/lib/query-keys'

type Filters<Q> = Omit<Q, 'pageNo' | 'pageSize'>

/** The betting and account records' query keys. */
export const recordsKeys = {
  all: queryRoots.records,
  game: (filters: Filters<GameRecordQuery>, token: string) => [...queryRoots.records, 'game', filters, token] as const,
  transaction: (filters: Filters<TransactionRecordQuery>, token: string) =>
    [...queryRoots.records, 'transaction', filters, token] as const,
}
