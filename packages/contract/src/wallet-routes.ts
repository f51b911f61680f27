import {
  balanceQuerySchema,
  balanceSchema,
  gameRecordListSchema,
  gameRecordQuerySchema,
  gcsBalanceSchema,
  merchantWalletSchema,
  transactionRecordListSchema,
  transactionRecordQuerySchema,
} from './wallet.ts'
import { def } from './route-def.ts'

/** Wallet (wire-contract §5); balances come from the ledger. */
export const walletRoutes = {
  walletBalance: def({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    moduleId: 'COMM3',
    query: balanceQuerySchema,
    value: balanceSchema,
    auth: 'member',
  }),
  walletGcs: def({ method: 'GET', path: '/wps/wallets/gcs', value: gcsBalanceSchema, auth: 'member' }),
  merchantWallet: def({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    moduleId: 'COMM3',
    value: merchantWalletSchema,
  }),
  /** The account record screen (`/m/transaction/record`): the member's ledger transactions, newest first. */
  transactionRecords: def({
    method: 'GET',
    path: '/wps/wallets/records',
    query: transactionRecordQuerySchema,
    value: transactionRecordListSchema,
    auth: 'member',
  }),
  /** The betting record screen (`/m/gameRecord`): the member's game rounds, newest first. */
  gameRecords: def({
    method: 'GET',
    path: '/wps/game/records',
    query: gameRecordQuerySchema,
    value: gameRecordListSchema,
    auth: 'member',
  }),
} as const
