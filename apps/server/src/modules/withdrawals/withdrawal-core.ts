/**
 * What the withdrawal services share: the wire shapes, amounts as operators and members type
 * them, and the limits a request is held to (daily count and amount, the turnover still to bet).
 * Asking moves the amount from the member's wallet to the merchant's holds account in the same
 * transaction as the row is written; later changes of status and the money they move live in
 * payout-state.ts.
 */
import { CashierError, ErrorCode, isTrialType, parseMajor, toMajor, type Withdrawal } from '@parlor/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import { maskAccount } from './bank-cards-service.ts'
import type { WithdrawPasswordService } from './withdraw-password-service.ts'
import type { WithdrawalSettings } from './withdrawal-settings.ts'
import { createWithdrawalLimitsRepository } from './withdrawal-limits-repository.ts'
import { createWithdrawalsRepository, type WithdrawalView } from './withdrawals-repository.ts'

export type WithdrawalMerchant = Pick<MerchantContext, 'id' | 'code' | 'currency' | 'currencySymbol' | 'timeZone'>
export interface WithdrawalMember {
  id: number
  merchantId: number
  type: number
}

export interface PayoutSetup {
  /** The provider payouts go through; null: approved withdrawals wait for a manual payout. */
  provider: PaymentProvider | null
  /** Where the provider posts its payout notifications. */
  notifyUrl: (providerCode: string) => string
}

/** What every withdrawal service is built from. */
export interface WithdrawalDeps {
  db: Db
  clock: Clock
  withdrawPassword: WithdrawPasswordService
  payouts: PayoutSetup
  log?: FastifyBaseLogger
}

export const withdrawalAnswer = (w: WithdrawalView): Withdrawal => ({
  orderNo: w.orderNo,
  status: w.status as Withdrawal['status'],
  amount: toMajor(w.amountMinor),
  currency: w.currency,
  bankName: w.bankName,
  accountNumber: maskAccount(w.accountNumber),
  note: w.note,
  createdAt: w.createdAt.getTime(),
  updatedAt: w.updatedAt.getTime(),
})

export const adminWithdrawalAnswer = (w: WithdrawalView) => ({
  ...withdrawalAnswer(w),
  member: w.username,
  accountName: w.accountName,
})

/** A positive amount with at most two decimals, in minor units. */
export function amountMinor(v: number | string): bigint {
  const minor = parseMajor(typeof v === 'number' ? String(v) : v)
  if (minor === null || minor <= 0n) throw new AppError(400, CashierError.amountInvalid)
  return minor
}

/** Major-unit text of the operator API → minor units (`field` names it in the refusal). */
export function operatorAmount(text: string, field: string): bigint {
  const minor = parseMajor(text)
  if (minor === null) throw new AppError(400, ErrorCode.requestParam, { detail: field })
  return minor
}

export function dayBound(v: string | number | undefined, endOfDay: boolean): Date | null {
  if (v === undefined) return null
  if (typeof v === 'number') return new Date(v)
  const start = new Date(`${v}T00:00:00Z`).getTime()
  return new Date(endOfDay ? start + 86_400_000 : start)
}

/**
 * Still to bet (minor units) before a withdrawal: the deposits credited since the last paid
 * withdrawal × the merchant's turnover percent, less the bets since the first of them (net of
 * rolled-back ones). Only the last deposit would let a small one after a large one unlock both.
 */
export async function turnoverRemaining(dbx: Db | Tx, s: WithdrawalSettings, memberId: number, currency: string) {
  if (s.turnoverPercent <= 0) return 0n
  const t = await createWithdrawalLimitsRepository(dbx).turnoverSinceLastPayout(memberId, currency)
  if (!t) return 0n
  // Rounded up: a requirement of 100.005 is met at 100.01, never at 100.00.
  const required = (t.depositMinor * BigInt(s.turnoverPercent) + 99n) / 100n
  return required > t.betMinor ? required - t.betMinor : 0n
}

/**
 * What the member's VIP level still allows today (decision 046): null when it holds no level or a
 * trial member; a null figure where the level sets no such limit.
 */
export async function vipAllowance(
  dbx: Db | Tx,
  member: WithdrawalMember,
  used: { count: number; minor: bigint },
): Promise<{
  level: string
  count: number | null
  countLeft: number | null
  maxMinor: bigint | null
  minorLeft: bigint | null
} | null> {
  if (isTrialType(member.type)) return null
  const vip = await createWithdrawalLimitsRepository(dbx).vipLimits(member.id)
  if (!vip || (vip.count === null && vip.maxMinor === null)) return null
  return {
    level: vip.name,
    count: vip.count,
    countLeft: vip.count === null ? null : Math.max(0, vip.count - used.count),
    maxMinor: vip.maxMinor,
    minorLeft: vip.maxMinor === null ? null : vip.maxMinor > used.minor ? vip.maxMinor - used.minor : 0n,
  }
}

/** The member's withdrawals since the start of the merchant's day: how many, how much. */
export async function usedToday(dbx: Db | Tx, merchant: WithdrawalMerchant, memberId: number, now: Date) {
  const repo = createWithdrawalLimitsRepository(dbx)
  return repo.usedSince(memberId, await repo.dayStart(now, merchant.timeZone))
}

export async function withdrawalView(db: Db, merchantId: number, orderNo: string) {
  const w = await createWithdrawalsRepository(db).byOrderNo(merchantId, orderNo)
  if (!w) throw new AppError(404, CashierError.withdrawalNotFound)
  return w
}
