import type {
  DepositRecordQuery,
  GameRecordQuery,
  TransactionRecordQuery,
  WithdrawalRecordQuery,
} from '@parlor/contract'
import { queryRoots } from '@/lib/query-keys'

type Filters<Q> = Omit<Q, 'pageNo' | 'pageSize'>

/** The betting, account, deposit and withdrawal records' query keys. */
export const recordsKeys = {
  all: queryRoots.records,
  game: (filters: Filters<GameRecordQuery>, token: string) => [...queryRoots.records, 'game', filters, token] as const,
  transaction: (filters: Filters<TransactionRecordQuery>, token: string) =>
    [...queryRoots.records, 'transaction', filters, token] as const,
  deposit: (filters: Filters<DepositRecordQuery>, token: string) =>
    [...queryRoots.records, 'deposit', filters, token] as const,
  withdrawal: (filters: Filters<WithdrawalRecordQuery>, token: string) =>
    [...queryRoots.records, 'withdrawal', filters, token] as const,
}
