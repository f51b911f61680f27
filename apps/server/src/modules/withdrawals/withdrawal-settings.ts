/** A merchant's withdrawal limits and banks, or the defaults when the operator set none. */
import type { Db, Tx } from '../../db/client.ts'
import { type CashierSettingsRow, createWithdrawalLimitsRepository } from './withdrawal-limits-repository.ts'

export type WithdrawalSettings = Omit<CashierSettingsRow, 'merchantId' | 'updatedAt'>

/**
 * Without a row: 100 to 50,000 a withdrawal, 5 a day, 100,000 a day, no turnover, no banks; a
 * locked bonus blocks withdrawals and expires after 30 days (decision 048).
 */
export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = {
  withdrawMinMinor: 10_000n,
  withdrawMaxMinor: 5_000_000n,
  dailyCount: 5,
  dailyAmountMinor: 10_000_000n,
  turnoverPercent: 0,
  banks: [],
  bonusWithdrawRule: 'block',
  bonusExpiryDays: 30,
}

export async function withdrawalSettings(db: Db | Tx, merchantId: number): Promise<WithdrawalSettings> {
  const row = await createWithdrawalLimitsRepository(db).settings(merchantId)
  if (!row) return DEFAULT_WITHDRAWAL_SETTINGS
  const { merchantId: _m, updatedAt: _u, ...s } = row
  return s
}
