/**
 * A withdrawal's changes of status and the money each moves. Every change locks the row first
 * (FOR UPDATE), then the accounts in id order, and posts under a key made of the withdrawal id
 * and the move, so a change applied twice moves money once:
 *
 *   pending → approved (operator) → paid (provider or operator)   hold → `payouts`   `withdrawal:<id>:paid`
 *   pending → cancelled (member) | rejected (operator)             hold → member      `withdrawal:<id>:release`
 *   approved → failed (provider or operator)                       hold → member      `withdrawal:<id>:release`
 */
import { CashierError, type WithdrawalStatus } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import { merchants, withdrawals } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { PayoutState } from '../payments/payment-provider.ts'
import { ensureAccount, lockAccounts, postTransaction } from '../wallet/ledger.ts'
import { createWithdrawalsRepository, type WithdrawalRow } from './withdrawals-repository.ts'

const NEXT: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'failed'],
  paid: [],
  rejected: [],
  cancelled: [],
  failed: [],
}

export const canMove = (from: string, to: WithdrawalStatus) => NEXT[from as WithdrawalStatus]?.includes(to) ?? false

/**
 * Moves a locked withdrawal to `to` and posts what that moves. Throws withdrawalBadTransition
 * when the move is not allowed from its status.
 */
export async function moveWithdrawal(
  tx: Tx,
  w: WithdrawalRow,
  to: WithdrawalStatus,
  v: {
    now: Date
    note?: string | null
    reviewedBy?: string | null
    provider?: string | null
    providerPayoutId?: string | null
  },
): Promise<void> {
  if (!canMove(w.status, to)) throw new AppError(409, CashierError.withdrawalBadTransition, { from: w.status, to })
  const repo = createWithdrawalsRepository(tx)
  await repo.setStatus(w.id, {
    status: to,
    updatedAt: v.now,
    ...(v.note !== undefined ? { note: v.note } : {}),
    ...(v.reviewedBy !== undefined ? { reviewedBy: v.reviewedBy } : {}),
    ...(v.provider !== undefined ? { provider: v.provider } : {}),
    ...(v.providerPayoutId !== undefined ? { providerPayoutId: v.providerPayoutId } : {}),
  })
  if (to === 'approved') return
  const holds = await ensureAccount(tx, { merchantId: w.merchantId, kind: 'withdrawal_holds', currency: w.currency })
  const target =
    to === 'paid'
      ? await ensureAccount(tx, { merchantId: w.merchantId, kind: 'payouts', currency: w.currency })
      : await ensureAccount(tx, {
          merchantId: w.merchantId,
          kind: 'member',
          memberId: w.memberId,
          currency: w.currency,
        })
  await lockAccounts(tx, w.merchantId, [holds, target])
  await postTransaction(tx, {
    merchantId: w.merchantId,
    key: `withdrawal:${w.id}:${to === 'paid' ? 'paid' : 'release'}`,
    kind: to === 'paid' ? 'withdrawal_paid' : 'withdrawal_release',
    reason: w.orderNo,
    memberId: w.memberId,
    legs: [
      { accountId: holds, amount: -w.amountMinor },
      { accountId: target, amount: w.amountMinor },
    ],
    meta: { orderNo: w.orderNo },
  })
}

/**
 * Applies a provider's word on a payout (from its notification or the payout call's answer):
 * paid moves the hold to `payouts`, failed returns it to the member. Idempotent, and safe in any
 * order: a state the withdrawal already has, or one that no longer applies (processing after
 * paid, failed after paid), changes nothing and answers 'duplicate'. 'unknown' when no
 * withdrawal of that merchant carries the payout number, the payout was not sent through
 * `providerCode` (a manual payout, or another provider's) or carries another payout id, or the
 * provider's amount or currency is not the withdrawal's (never applied; the caller keeps the
 * notification for review).
 */
export async function applyPayoutState(
  db: Db,
  providerCode: string,
  state: PayoutState,
): Promise<'applied' | 'duplicate' | 'unknown'> {
  return inTransaction(db, async (tx) => {
    const [m] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, state.merchantCode))
    if (!m) return 'unknown'
    const w = await createWithdrawalsRepository(tx).lockByOrderNo(m.id, state.payoutNo)
    if (!w || w.amountMinor !== state.amountMinor || w.currency !== state.currency) return 'unknown'
    if (w.provider !== providerCode) return 'unknown'
    if (w.providerPayoutId !== null && w.providerPayoutId !== state.providerPayoutId) return 'unknown'
    if (w.providerPayoutId === null && state.providerPayoutId)
      await tx
        .update(withdrawals)
        .set({ providerPayoutId: state.providerPayoutId })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, w.status)))
    if (state.status === 'processing' || w.status !== 'approved') return 'duplicate'
    await moveWithdrawal(tx, w, state.status, { now: new Date() })
    return 'applied'
  })
}
